#!/usr/bin/env python3
"""Merges translations/fragments/<feature>.<lang>.json into translations/<lang>.json, then removes the fragments.
Usage: python3 scripts/merge-translations.py devices timeline"""
import json, os, sys
root = os.path.join(os.path.dirname(__file__), '..', 'translations')
for feature in sys.argv[1:]:
    for lang in ['en', 'es', 'fr']:
        main_path = os.path.join(root, f'{lang}.json')
        frag_path = os.path.join(root, 'fragments', f'{feature}.{lang}.json')
        main = json.load(open(main_path, encoding='utf-8'))
        frag = json.load(open(frag_path, encoding='utf-8'))
        clash = {k for k in frag if k in main and main[k] != frag[k]}
        if clash:
            sys.exit(f'{feature}.{lang}: ids already present with other text: {sorted(clash)[:5]}')
        main.update(frag)
        with open(main_path, 'w', encoding='utf-8') as f:
            json.dump(dict(sorted(main.items())), f, ensure_ascii=False, indent=2)
            f.write('\n')
        os.remove(frag_path)
        print(f'{feature}.{lang}: {len(frag)} messages -> {lang}.json ({len(main)})')

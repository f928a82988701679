/** An in-memory Storage, used when the browser refuses local storage (private modes, tests without a window). */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => Array.from(items.keys())[index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

let fallback: Storage | null = null;

/** window.localStorage when it works, else one shared in-memory Storage. */
export function safeLocalStorage(): Storage {
  try {
    const storage = window.localStorage;
    const probe = '__kw_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    fallback ??= createMemoryStorage();
    return fallback;
  }
}

/** window.sessionStorage when it works, else an in-memory Storage. */
export function safeSessionStorage(): Storage {
  try {
    return window.sessionStorage;
  } catch {
    return createMemoryStorage();
  }
}

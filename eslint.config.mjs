import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// House rule (ARCHITECTURE habit 3): a feature imports from common, api, app/session, i18n and theme,
// never from another feature; features react to each other through events.
const restrictedPaths = {
  meta: { type: 'problem', schema: [], messages: { crossFeature: "Feature '{{from}}' must not import from feature '{{to}}': react to its events instead." } },
  create(context) {
    const file = context.filename;
    const match = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
    if (!match) return {};
    const from = match[1];
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const t = /[\\/]src[\\/]features[\\/]([^\\/]+)/.exec(target);
      if (t && t[1] !== from) context.report({ node, messageId: 'crossFeature', data: { from, to: t[1] } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};


// The third wave's wall (ARCHITECTURE, "The third wave"): only sources/simulator/ imports the simulator's
// model (server/src/sim); figures read the measured store. The files listed below still read the
// simulator directly and move to the store one by one (server/README.md "The measured store"); a file
// not on the list that imports sim/ fails lint, and detection/ never may.
const SIM_PENDING = new Set([
  'devices/alwaysOn.ts',
  'ev/charging.ts',
  'history/envelope.ts',
  'history/minuteModel.ts',
  'history/usage.ts',
  'labs/days.ts',
  'labs/images.ts',
  'labs/minutes.ts',
  'labs/sustained.ts',
  'realtime/frames.ts',
  'realtime/hub.ts',
  'realtime/oneshot.ts',
  'timeline/daySummary.ts',
  'timeline/peaks.ts',
  'trends/days.ts',
  'trends/series.ts',
]);
const simWall = {
  meta: { type: 'problem', schema: [], messages: { simWall: "'{{from}}' must not import the simulator ('{{to}}'): read the measured store (server/src/measured) instead." } },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const m = /\/server\/src\/(.+)$/.exec(file);
    if (!m) return {};
    const rel = m[1];
    if (rel.startsWith('sim/') || rel.startsWith('sources/simulator/') || SIM_PENDING.has(rel)) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source).split(path.sep).join('/');
      if (/\/server\/src\/sim(\/|$)/.test(target)) context.report({ node, messageId: 'simWall', data: { from: rel, to: source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'server/dist/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'node_modules/**', 'data/**', '.e2e-data/**'] },
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    plugins: { kilowatch: { rules: { 'restricted-paths': restrictedPaths, 'sim-wall': simWall } } },
    rules: {
      'kilowatch/restricted-paths': 'error',
      'kilowatch/sim-wall': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['server/**/*.ts', 'bench/**', 'scripts/**', 'e2e/**'], rules: { 'no-console': 'off' } },
  // One clock (ARCHITECTURE, "One clock"): server code reads "now" from the injected clock
  // (ctx.now, KILOWATCH_NOW), never from the system's.
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Read the time from the server clock (ctx.now), not Date.now().' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read the time from the server clock (new Date(ctx.now())), not new Date().' },
      ],
    },
  },
  // Playwright fixtures receive a `use` callback; it is not React's use().
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    files: ['**/*.cjs', '*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', process: 'readonly', __dirname: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
);

import type { Config } from 'jest';
import pkg from './package.json';

// d3, react-intl, jose and friends ship ESM only, so Jest must transform them.
const esmOnly = ['d3', 'd3-[a-z-]+', 'internmap', 'delaunator', 'robust-predicates', 'react-intl', '@formatjs', 'intl-messageformat', 'cookie', 'jose'];

const config: Config = {
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.[jt]s?(x)'],
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '^.+\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/__tests__/support/styleMock.cjs', '\\.(svg|png)$': '<rootDir>/__tests__/support/fileMock.cjs' },
  setupFiles: ['<rootDir>/jest.polyfills.ts'],
  // webpack's DefinePlugin sets it in the build (webpack.config.ts); the package's version here too.
  globals: { __BUILD_VERSION__: pkg.version },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Room for a loaded CI machine (server suites start a database and a simulator); a hung test still fails.
  testTimeout: 15000,
  // Server tests declare `@jest-environment node` in their docblock.
};
export default config;

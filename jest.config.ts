import type { Config } from 'jest';

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
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Server tests declare `@jest-environment node` in their docblock.
};
export default config;

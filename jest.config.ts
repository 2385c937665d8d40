import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  // The browser check has its own config (jest.browser.config.ts).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/browser/'],
  testMatch: ['**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setupTests.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        // Type checking is `npm run typecheck`; here we only transpile, to CommonJS.
        tsconfig: {
          isolatedModules: true,
          module: 'CommonJS',
          moduleResolution: 'node10',
          ignoreDeprecations: '6.0',
          jsx: 'react-jsx',
        },
      },
    ],
  },
  moduleNameMapper: { '\\.(png|jpe?g|svg|webp|pdf)$': '<rootDir>/__tests__/support/fileStub.ts' },
  clearMocks: true,
  restoreMocks: true,
};

export default config;

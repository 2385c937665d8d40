import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts?(x)'],
  // Those need the emulators: jest.integration.config.ts runs them.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/integration/'],
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

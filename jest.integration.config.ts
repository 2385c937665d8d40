import type { Config } from 'jest';

/** Integration suites: real emulators and the local inbox, started once for the run. */
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/integration'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/__tests__/integration/support/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/integration/support/globalTeardown.ts',
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: {
          isolatedModules: true,
          module: 'CommonJS',
          moduleResolution: 'node10',
          ignoreDeprecations: '6.0',
        },
      },
    ],
  },
  testTimeout: 30_000,
  clearMocks: true,
  restoreMocks: true,
};

export default config;

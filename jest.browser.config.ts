import type { Config } from 'jest';

/** The browser check: production build, local static server, Debian Chromium. */
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/browser'],
  testMatch: ['**/*.browser.test.ts'],
  testTimeout: 180_000,
  transform: {
    '^.+\\.tsx?$': [
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
};

export default config;

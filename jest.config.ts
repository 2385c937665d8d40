// The section registry's indexes (src/sections/*.generated.ts), before any test imports them.
import './scripts/sections/ensureIndexes.cjs';
import type { Config } from 'jest';

type ProjectConfig = NonNullable<Config['projects']>[number] & object;

// Type checking is `npm run typecheck`; Jest only transpiles, to CommonJS, with SWC (the
// transpiler ts-node uses too): one file at a time, as `isolatedModules` keeps them valid.
const swc = (tsx: boolean): [string, unknown] => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
const transform: Config['transform'] = {
  '^.+\\.ts$': swc(false),
  '^.+\\.tsx$': swc(true),
};

/**
 * What the build's content step writes for the page, made from the sample (sample/): tests
 * assert the sample's texts, whatever folder the project builds from.
 */
const buildModules = {
  '^@build/owner$': '<rootDir>/__tests__/support/sampleOwner.ts',
  '^@build/tech-icons$': '<rootDir>/__tests__/support/sampleTechIcons.ts',
};

/** Slices, thunks, adapters and components: jsdom and in-memory or local fakes. */
const unit: ProjectConfig = {
  displayName: 'unit',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts?(x)'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/__tests__/browser/',
    '<rootDir>/__tests__/integration/',
    '<rootDir>/__tests__/copies/',
  ],
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setupTests.ts'],
  moduleNameMapper: {
    '\\.(png|jpe?g|svg|webp|pdf)$': '<rootDir>/__tests__/support/fileStub.ts',
    // What the build's content step would write, planned for the sample: no build needed.
    '^@build/content-images$': '<rootDir>/__tests__/support/contentImages.ts',
    ...buildModules,
  },
  transform,
  clearMocks: true,
  restoreMocks: true,
};

/** Real emulators and the local inbox, started once for the run. */
const integration: ProjectConfig = {
  displayName: 'integration',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/integration'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/__tests__/integration/support/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/integration/support/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/__tests__/integration/support/timeout.ts'],
  moduleNameMapper: buildModules,
  transform,
  clearMocks: true,
  restoreMocks: true,
};

/** The local-stack production build in Debian Chromium, against the emulators and the inbox. */
const browser: ProjectConfig = {
  displayName: 'browser',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/browser'],
  testMatch: ['**/*.browser.test.ts'],
  globalSetup: '<rootDir>/__tests__/browser/support/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/browser/support/globalTeardown.ts',
  setupFilesAfterEnv: [
    '<rootDir>/__tests__/browser/support/timeout.ts',
    '<rootDir>/__tests__/browser/support/cspCheck.ts',
  ],
  moduleNameMapper: buildModules,
  transform,
};

/**
 * Owners' copies of the template in temporary folders, upgraded and built for real (each file
 * a kind of copy; `npm test` runs two at a time).
 */
const copies: ProjectConfig = {
  displayName: 'copies',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/copies'],
  testMatch: ['**/*.copies.test.ts'],
  transform,
};

const config: Config = {
  projects: [unit, integration, browser, copies],
};

export default config;

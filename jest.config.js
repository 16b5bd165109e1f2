// Tests run as native ES modules (`--experimental-vm-modules`): the unified/remark stack is ESM-only.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/support/style-stub.js' },
  // Out of the system temp folder, and kept between runs.
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
};

export default {
  // One temp folder per run, removed at its end (scripts/tools/testing/temp-root.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      // Where jest looks for files: never dist/ or .build/, which the builds rewrite while these run.
      roots: ['<rootDir>/test', '<rootDir>/scripts'],
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/browser/', '<rootDir>/test/guides/'],
      setupFilesAfterEnv: ['<rootDir>/test/support/busy-machine.ts'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src'],
      testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/src/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/busy-machine.ts', '<rootDir>/test/support/dom-setup.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/browser'],
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      globalSetup: '<rootDir>/test/browser/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/browser/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/browser/support/setup.ts'],
    },
  ],
};

// @ts-check
/**
 * Mutation testing of the core (`npm run mutation`, not in CI: CPU heavy). Mutates src/domain and src/application
 * and runs their own tests (`vitest.mutation.config.ts`) against each mutant. Concurrency 1: the machine is shared.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  dryRunTimeoutMinutes: 20,
  mutate: ['src/domain/**/*.ts', 'src/application/**/*.ts', '!src/**/*.texts.ts'],
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  concurrency: 1,
  coverageAnalysis: 'perTest',
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
};

// @ts-check
/**
 * Mutation testing of the core (`npm run mutation`, not in CI: CPU heavy). Mutates src/domain and src/application
 * and runs their own tests (`vitest.mutation.config.ts`, which also lowers fast-check's default runs) against each
 * mutant. Concurrency 1: the machine is shared (2 at most, and then under `nice`).
 *
 * Incremental: results are kept in the git-ignored `reports/stryker-incremental.json`, so a later run retests only
 * the mutants whose code or covering tests changed (`--force` retests all). A run over one area
 * (`npx stryker run --mutate 'src/domain/contracts/**\/*.ts'`) keeps the other areas' results in that file, so the
 * report after it still covers the whole set. The JSON report (`reports/mutation/mutation.json`) lists survivors.
 * Seen here: an incremental run kept "no coverage" for mutants of a file that a new test file was the first to
 * cover (src/domain/shared); re-run such an area with `--force`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  dryRunTimeoutMinutes: 20,
  mutate: ['src/domain/**/*.ts', 'src/application/**/*.ts', '!src/**/*.texts.ts'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  concurrency: 1,
  coverageAnalysis: 'perTest',
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
};

import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant of `src/domain` and `src/application` (`npm run mutation`): their own
 * unit and property tests, in Node. The component, adapter and server tests are left out: they are slow per mutant
 * and the score is meant to say how well the core's own tests pin its rules.
 *
 * Tuned for thousands of runs: `tests/mutation.setup.ts` lowers fast-check's default number of runs; `isolate: false`
 * runs the covering test files of a mutant in one worker instead of one worker per file (worker start-up was most
 * of the time per mutant: 733 against 414 ms of CPU for two files). Each Stryker run still starts a fresh worker, so
 * module-level (static) mutants are evaluated anew. The timeout is generous because Stryker applies its own per
 * mutant and the machine is shared: a property test over fc.webUrl() can take seconds under load.
 */
export default defineConfig({
  test: {
    name: 'core',
    environment: 'node',
    include: ['tests/{domain,application}/**/*.test.ts'],
    setupFiles: ['tests/mutation.setup.ts'],
    isolate: false,
    testTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant of `src/domain` and `src/application` (`npm run mutation`): their own
 * unit and property tests, in Node. The component, adapter and server tests are left out: they are slow per mutant
 * and the score is meant to say how well the core's own tests pin its rules. `tests/mutation.setup.ts` lowers
 * fast-check's default number of runs for these runs only.
 */
export default defineConfig({
  test: {
    name: 'core',
    environment: 'node',
    include: ['tests/{domain,application}/**/*.test.ts'],
    setupFiles: ['tests/mutation.setup.ts'],
  },
});

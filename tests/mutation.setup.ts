import fc from 'fast-check';

// Mutation runs only (`vitest.mutation.config.ts`): property tests without their own numRuns try 25 inputs per
// mutant instead of fast-check's 100. A trade: each mutant runs its covering tests again, so the default made a
// full run take hours; 25 random inputs still kill the mutants these properties are written against (the score is
// measured with this setting), and `npm test` keeps the full 100.
fc.configureGlobal({ numRuns: 25 });

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offlineAsOf, type AnswerAge } from '../../../src/domain/shell/offlineAsOf';

describe('offlineAsOf', () => {
  it("is the oldest kept answer of the page, ignoring fresh answers and other pages'", () => {
    const answers: AnswerAge[] = [
      { page: '/exchange', keptAt: 3_000 },
      { page: '/exchange', keptAt: null },
      { page: '/exchange', keptAt: 2_000 },
      { page: '/token', keptAt: 1_000 },
    ];
    expect([offlineAsOf(answers, '/exchange'), offlineAsOf(answers, '/token'), offlineAsOf(answers, '/docs')]).toEqual([2_000, 1_000, null]);
  });

  it('is null when every answer of the page is fresh', () => {
    expect(offlineAsOf([{ page: '/', keptAt: null }], '/')).toBeNull();
  });

  it('never claims data newer than any kept answer of the page, and is one of them', () => {
    const answer = fc.record({ page: fc.constantFrom('/a', '/b'), keptAt: fc.option(fc.integer({ min: 0, max: 1e12 }), { nil: null }) });
    fc.assert(
      fc.property(fc.array(answer), (answers) => {
        const kept = answers.filter((one) => one.page === '/a' && one.keptAt !== null).map((one) => one.keptAt as number);
        const asOf = offlineAsOf(answers, '/a');
        if (kept.length === 0) expect(asOf).toBeNull();
        else expect([kept.includes(asOf as number), kept.every((time) => (asOf as number) <= time)]).toEqual([true, true]);
      }),
    );
  });
});

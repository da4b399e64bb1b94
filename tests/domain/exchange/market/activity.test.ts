import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS, activityEventId, activityKindOf, activitySeqBelow } from '../../../../src/domain/exchange/market/activity';

describe('activity event ids', () => {
  it('are positive, distinct for every row and kind, and tell their kind back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }), fc.constantFrom(...ACTIVITY_KINDS), fc.constantFrom(...ACTIVITY_KINDS), (a, b, kindA, kindB) => {
        const [idA, idB] = [activityEventId(a, kindA), activityEventId(b, kindB)];
        expect(idA).toBeGreaterThan(0);
        expect(activityKindOf(idA)).toBe(kindA);
        expect(idA === idB).toBe(a === b && kindA === kindB);
      }),
    );
  });

  it('refuses a row number with no exact id', () => {
    expect(activityEventId(1, 'sale')).toBe(17);
    expect(activityEventId(1, 'change')).toBe(25);
    expect(() => activityEventId(2 ** 53, 'sale')).toThrow();
  });

  it('bound a kind’s row numbers exactly as its ids compare with a cursor’s id (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: 2 ** 43 }), fc.constantFrom(...ACTIVITY_KINDS), (seq, id, kind) => {
        expect(seq < activitySeqBelow(id, kind)).toBe(activityEventId(seq, kind) < id);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.constantFrom(...ACTIVITY_KINDS), fc.constantFrom(...ACTIVITY_KINDS), (seq, kind, other) => {
        const id = activityEventId(seq, other);
        for (const near of [seq - 1, seq, seq + 1].filter((n) => n >= 0)) expect(near < activitySeqBelow(id, kind)).toBe(activityEventId(near, kind) < id);
      }),
    );
  });
});

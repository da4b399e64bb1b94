import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dividendShares, payableShares, paymentBatches } from '../../../../src/domain/exchange/market/dividends';

describe('dividend shares', () => {
  it('pays pro rata, rounding each share down to a whole satoshi', () => {
    const shares = dividendShares(1_000, [
      { holder: 'alice', tokens: 90 },
      { holder: 'bob', tokens: 7 },
      { holder: 'carol', tokens: 3 },
    ]);
    expect(shares).toEqual([
      { handle: 'alice', satoshis: 900 },
      { handle: 'bob', satoshis: 70 },
      { handle: 'carol', satoshis: 30 },
    ]);
    expect(dividendShares(10, [{ holder: 'a', tokens: 1 }, { holder: 'b', tokens: 1 }, { holder: 'c', tokens: 1 }])).toEqual([
      { handle: 'a', satoshis: 3 },
      { handle: 'b', satoshis: 3 },
      { handle: 'c', satoshis: 3 },
    ]);
  });

  it('leaves out a share that rounds to nothing, and the distributor’s own share', () => {
    expect(dividendShares(5, [{ holder: 'whale', tokens: 999 }, { holder: 'minnow', tokens: 1 }])).toEqual([{ handle: 'whale', satoshis: 4 }]);
    expect(payableShares([{ handle: 'Alice', satoshis: 9 }, { handle: 'bob', satoshis: 1 }], 'alice')).toEqual([{ handle: 'bob', satoshis: 1 }]);
  });

  it('is exact for amounts beyond 2^53 / supply (no overflow)', () => {
    const amount = 21_000_000 * 100_000_000;
    const shares = dividendShares(amount, [{ holder: 'a', tokens: 999_999_999 }, { holder: 'b', tokens: 1 }]);
    expect(shares.reduce((sum, share) => sum + share.satoshis, 0)).toBeLessThanOrEqual(amount);
    expect(shares[1]).toEqual({ handle: 'b', satoshis: 2_100_000 });
  });

  it('sums to at most the amount and misses it by less than one satoshi per holder (property)', () => {
    const holders = fc.uniqueArray(fc.record({ holder: fc.string({ minLength: 1, maxLength: 6 }), tokens: fc.integer({ min: 1, max: 1_000_000 }) }), {
      selector: (holder) => holder.holder,
      minLength: 1,
      maxLength: 40,
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_100_000_000_000_000 }), holders, (amount, balances) => {
        const shares = dividendShares(amount, balances);
        const paid = shares.reduce((sum, share) => sum + share.satoshis, 0);
        expect(paid).toBeLessThanOrEqual(amount);
        expect(amount - paid).toBeLessThan(balances.length);
        expect(shares.every((share) => Number.isSafeInteger(share.satoshis) && share.satoshis > 0)).toBe(true);
      }),
    );
  });
});

describe('payment batches', () => {
  it('cuts receivers into payments of at most the limit, keeping every receiver once, in order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 500 }), fc.integer({ min: 1, max: 120 }), (receivers, size) => {
        const batches = paymentBatches(receivers, size);
        expect(batches.flat()).toEqual(receivers);
        expect(batches.every((batch) => batch.length >= 1 && batch.length <= size)).toBe(true);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdingOfItem, summaryOfHoldings, type CodeItem } from '../../../src/domain/exchange/codeItem';

const itemArbitrary: fc.Arbitrary<CodeItem> = fc.record({
  id: fc.uuid(),
  name: fc.string({ minLength: 1 }),
  description: fc.string(),
  codeType: fc.constantFrom('app', 'contract', 'library', 'snippet'),
  language: fc.constantFrom('TypeScript', 'Go'),
  files: fc.constant([]),
  supply: fc.integer({ min: 1, max: 1_000_000 }),
  price: fc.double({ min: 0.00000001, max: 10, noNaN: true }),
  revenueSharePercent: fc.integer({ min: 10, max: 90 }),
  mintedAt: fc.nat(),
  url: fc.constant(null),
});

describe('code items as holdings', () => {
  it('hold the whole supply, valued at price times supply, under the item’s id and name', () => {
    const holding = holdingOfItem({ id: 'i', name: 'fast parser', description: 'd', codeType: 'library', language: 'Go', files: [], supply: 4, price: 0.5, revenueSharePercent: 70, mintedAt: 0, url: null });
    expect([holding.listing.id, holding.listing.name, holding.listing.thumbnail, holding.tokens, holding.sharePercent, holding.value, holding.listing.change24h]).toEqual(['i', 'fast parser', 'FP', 4, 100, 2, 0]);
  });

  it('total the value of every holding and count them; nothing else until they trade', () => {
    fc.assert(
      fc.property(fc.array(itemArbitrary, { maxLength: 20 }), (items) => {
        const holdings = items.map(holdingOfItem);
        const summary = summaryOfHoldings(holdings);
        const expected = items.reduce((sum, item) => sum + item.price * item.supply, 0);
        expect(summary.holdingsCount).toBe(items.length);
        expect(summary.totalValue).toBeCloseTo(expected, 6);
        expect([summary.totalRevenue, summary.pendingDividends, summary.profitAndLoss24h]).toEqual([0, 0, { btc: 0, percent: 0 }]);
      }),
    );
  });
});

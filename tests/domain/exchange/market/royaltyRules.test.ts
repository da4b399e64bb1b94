import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quotePurchase } from '../../../../src/domain/exchange/market/purchaseRules';
import { isRoyaltyPercent, royaltyOf } from '../../../../src/domain/exchange/market/royaltyRules';
import type { MarketListing } from '../../../../src/domain/exchange/market/marketRecords';

const listing = (seller: string, priceSatoshis: number, quantity: number): MarketListing => ({ id: 'l1', itemId: 'i1', seller, quantity, priceSatoshis, listedAt: 0 });

describe('the creator royalty', () => {
  it('pays the creator 5 % of a resale from the seller’s share, in the same payment as seller and fee', () => {
    const quote = quotePurchase(listing('bob', 10_000, 100), 'carol', 10, 'platform', { creator: 'alice', percent: 5 });
    expect(quote.ok && quote.value.receivers).toEqual([
      { handle: 'bob', satoshis: 95_000 },
      { handle: 'alice', satoshis: 5_000 },
      { handle: 'platform', satoshis: 2_500 },
    ]);
    expect(quote.ok && quote.value.totalSatoshis).toBe(102_500);
  });

  it('is not paid on the creator’s own sale, at 0 %, or when it rounds to nothing', () => {
    const receivers = (seller: string, percent: number, price: number) => {
      const quote = quotePurchase(listing(seller, price, 100), 'carol', 1, 'platform', { creator: 'alice', percent });
      return quote.ok ? quote.value.receivers.map((receiver) => receiver.handle) : quote.error;
    };
    expect([receivers('ALICE', 10, 10_000), receivers('bob', 0, 10_000), receivers('bob', 5, 19)]).toEqual([
      ['ALICE', 'platform'],
      ['bob', 'platform'],
      // 5 % of 19 satoshis rounds to no royalty; the fee is still at least 1 satoshi.
      ['bob', 'platform'],
    ]);
  });

  it('allows whole percents from 0 to 10 only', () => {
    expect([0, 5, 10, -1, 11, 2.5, Number.NaN].map(isRoyaltyPercent)).toEqual([true, true, true, false, false, false, false]);
  });

  // Rounding: the royalty and the fee are each rounded down to a whole satoshi; the seller receives the rest of the
  // subtotal, so nothing is lost or made up.
  it('splits every price so that seller, royalty and fee sum to what the buyer pays, each a whole satoshi of at least 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_100_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10 }),
        fc.boolean(),
        (price, quantity, percent, resale) => {
          const seller = resale ? 'bob' : 'alice';
          const quote = quotePurchase(listing(seller, price, quantity), 'carol', quantity, 'platform', { creator: 'alice', percent });
          if (!quote.ok) return expect(quote.error).toBe('amount-too-large');
          const { receivers, totalSatoshis, subtotalSatoshis, feeSatoshis } = quote.value;
          expect(receivers.reduce((sum, receiver) => sum + receiver.satoshis, 0)).toBe(totalSatoshis);
          expect(totalSatoshis).toBe(subtotalSatoshis + feeSatoshis);
          expect(receivers.every((receiver) => Number.isSafeInteger(receiver.satoshis) && receiver.satoshis >= 0)).toBe(true);
          const royalty = receivers.find((receiver) => receiver.handle === 'alice' && resale)?.satoshis ?? 0;
          expect(royalty).toBe(royaltyOf(subtotalSatoshis, seller, { creator: 'alice', percent }));
          expect(royalty).toBeLessThanOrEqual((subtotalSatoshis * percent) / 100);
          expect(receivers.filter((receiver) => receiver.handle === 'alice')).toHaveLength(resale && royalty === 0 ? 0 : 1);
        },
      ),
    );
  });
});

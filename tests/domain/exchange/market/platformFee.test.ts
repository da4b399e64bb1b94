import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { platformFee, quotePurchase } from '../../../../src/domain/exchange/market/purchaseRules';
import type { MarketListing } from '../../../../src/domain/exchange/market/marketRecords';

const listingOf = (priceSatoshis: number, quantity: number): MarketListing =>
  ({ id: 'l1', itemId: 'x', seller: 'alice', quantity, priceSatoshis, listedAt: 0 });

describe('the platform fee on a purchase', () => {
  it('is 1 satoshi on a purchase under 40 satoshis, which paid none when the fee was rounded down', () => {
    const quote = quotePurchase(listingOf(3, 5), 'bob', 2, 'fees');
    expect(quote).toMatchObject({ ok: true, value: { subtotalSatoshis: 6, feeSatoshis: 1, totalSatoshis: 7 } });
    expect(quote.ok && quote.value.receivers).toEqual([
      { handle: 'alice', satoshis: 6 },
      { handle: 'fees', satoshis: 1 },
    ]);
  });

  it('is at least 1 satoshi, 2.5 % rounded up, and the seller and the fee sum to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 1_000 }), (price, quantity) => {
        const quote = quotePurchase(listingOf(price, quantity), 'bob', quantity, 'fees');
        if (!quote.ok) return false;
        const { subtotalSatoshis, feeSatoshis, totalSatoshis, receivers } = quote.value;
        const paid = receivers.reduce((sum, receiver) => sum + receiver.satoshis, 0);
        return (
          feeSatoshis >= 1 &&
          feeSatoshis === Math.ceil((subtotalSatoshis * 25) / 1000) &&
          feeSatoshis === platformFee(subtotalSatoshis) &&
          subtotalSatoshis === price * quantity &&
          totalSatoshis === subtotalSatoshis + feeSatoshis &&
          paid === totalSatoshis
        );
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTransfer, holdersList, holdingsOf, totalHeld, type Holdings } from '../../../../src/domain/exchange/market/ledger';
import { checkListing } from '../../../../src/domain/exchange/market/listingRules';
import type { MarketListing, TokenTransfer } from '../../../../src/domain/exchange/market/marketRecords';
import { quotePurchase } from '../../../../src/domain/exchange/market/purchaseRules';
import { dividendShares } from '../../../../src/domain/exchange/market/dividends';

const mint = (to: string, quantity: number): TokenTransfer => ({ itemId: 'item', from: null, to, quantity, reason: 'mint', at: 0 });
const move = (from: string, to: string, quantity: number): TokenTransfer => ({ itemId: 'item', from, to, quantity, reason: 'purchase', at: 1 });

describe('the holdings ledger', () => {
  it('sums transfers into holdings, most tokens first', () => {
    const holdings = holdingsOf([mint('alice', 100), move('alice', 'bob', 10), move('bob', 'carol', 4)]).get('item')!;
    expect(holdersList(holdings)).toEqual([
      { holder: 'alice', tokens: 90 },
      { holder: 'bob', tokens: 6 },
      { holder: 'carol', tokens: 4 },
    ]);
    expect(totalHeld(holdings)).toBe(100);
  });

  it('refuses to move more than the sender holds, and quantities that are not positive whole numbers', () => {
    const holdings: Holdings = new Map([['alice', 5]]);
    expect(applyTransfer(holdings, move('alice', 'bob', 6))).toEqual({ ok: false, error: 'insufficient-holdings' });
    expect(applyTransfer(holdings, move('bob', 'alice', 1))).toEqual({ ok: false, error: 'insufficient-holdings' });
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(applyTransfer(holdings, move('alice', 'bob', quantity))).toEqual({ ok: false, error: 'invalid-quantity' });
    }
  });

  it('drops a holder who sold everything', () => {
    const next = applyTransfer(new Map([['alice', 5]]), move('alice', 'bob', 5));
    expect(next.ok && [...next.value]).toEqual([['bob', 5]]);
  });
});

/** One step of a random market session. */
type Step =
  | { readonly kind: 'list'; readonly seller: number; readonly quantity: number; readonly price: number }
  | { readonly kind: 'buy'; readonly buyer: number; readonly seller: number; readonly quantity: number }
  | { readonly kind: 'withdraw'; readonly seller: number }
  | { readonly kind: 'distribute'; readonly amount: number };

const PEOPLE = ['alice', 'bob', 'carol', 'dave'];
const person = fc.integer({ min: 0, max: PEOPLE.length - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('list' as const), seller: person, quantity: fc.integer({ min: -2, max: 120 }), price: fc.integer({ min: 0, max: 5_000 }) }),
  fc.record({ kind: fc.constant('buy' as const), buyer: person, seller: person, quantity: fc.integer({ min: -2, max: 60 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), seller: person }),
  fc.record({ kind: fc.constant('distribute' as const), amount: fc.integer({ min: 1, max: 10_000_000 }) }),
);

describe('a random market session (property)', () => {
  it('keeps every holding ≥ 0, holdings summing to the supply, listings within holdings, shares within the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 }), fc.array(step, { maxLength: 60 }), (supply, steps) => {
        let holdings: Holdings = new Map([['alice', supply]]);
        const listings = new Map<string, MarketListing>();
        for (const current of steps) {
          if (current.kind === 'list') {
            const seller = PEOPLE[current.seller]!;
            const checked = checkListing({ quantity: current.quantity, priceSatoshis: current.price }, holdings.get(seller) ?? 0);
            if (checked.ok) listings.set(seller, { id: seller, itemId: 'item', seller, listedAt: 0, ...checked.value });
          } else if (current.kind === 'withdraw') {
            listings.delete(PEOPLE[current.seller]!);
          } else if (current.kind === 'buy') {
            const listing = listings.get(PEOPLE[current.seller]!);
            if (listing === undefined) continue;
            const quote = quotePurchase(listing, PEOPLE[current.buyer]!, current.quantity, 'fees');
            if (!quote.ok) continue;
            const moved = applyTransfer(holdings, { ...move(listing.seller, quote.value.buyer, quote.value.quantity) });
            expect(moved.ok).toBe(true);
            if (!moved.ok) return;
            holdings = moved.value;
            listings.set(listing.seller, { ...listing, quantity: listing.quantity - quote.value.quantity });
          } else {
            const shares = dividendShares(current.amount, holdersList(holdings));
            const paid = shares.reduce((sum, share) => sum + share.satoshis, 0);
            expect(paid).toBeLessThanOrEqual(current.amount);
            expect(current.amount - paid).toBeLessThan(Math.max(1, holdings.size));
          }
          expect([...holdings.values()].every((tokens) => tokens > 0)).toBe(true);
          expect(totalHeld(holdings)).toBe(supply);
          for (const listing of listings.values()) expect(listing.quantity).toBeLessThanOrEqual(holdings.get(listing.seller) ?? 0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

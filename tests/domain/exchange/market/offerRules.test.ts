import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../../../src/domain/exchange/market/marketRules';
import {
  checkAccept,
  checkOfferTerms,
  checkWithdraw,
  offerStatus,
  quoteOffer,
  tokensFreeForOffer,
  type MarketOffer,
} from '../../../../src/domain/exchange/market/offerRules';

const NOW = 1_000 * HOUR_MS;
const offer = (over: Partial<MarketOffer> = {}): MarketOffer => ({
  id: 'o1',
  itemId: 'i1',
  buyer: 'carol',
  quantity: 10,
  priceSatoshis: 9_000,
  createdAt: NOW,
  expiresAt: NOW + HOUR_MS,
  state: 'open',
  seller: null,
  acceptedAt: null,
  purchaseKey: null,
  ...over,
});

describe('offer terms', () => {
  it('expire after whole hours from 1 to 720 and cost the tokens plus the purchase fee', () => {
    expect(checkOfferTerms({ quantity: 10, priceSatoshis: 9_000, expiresInHours: 24 }, NOW)).toEqual({ ok: true, value: { expiresAt: NOW + 24 * HOUR_MS, totalSatoshis: 92_250 } });
    expect(
      [
        { quantity: 0, priceSatoshis: 1, expiresInHours: 1 },
        { quantity: 1.5, priceSatoshis: 1, expiresInHours: 1 },
        { quantity: 1, priceSatoshis: 0, expiresInHours: 1 },
        { quantity: 1, priceSatoshis: 1, expiresInHours: 0 },
        { quantity: 1, priceSatoshis: 1, expiresInHours: 721 },
        { quantity: 2 ** 40, priceSatoshis: 2 ** 20, expiresInHours: 1 },
      ].map((terms) => {
        const checked = checkOfferTerms(terms, NOW);
        return checked.ok ? 'ok' : checked.error;
      }),
    ).toEqual(['invalid-quantity', 'invalid-quantity', 'invalid-price', 'invalid-expiry', 'invalid-expiry', 'amount-too-large']);
  });

  it('count the hours in the length given (an operator shortens it to try expiry), the same hours allowed', () => {
    const expiry = (hours: number) => {
      const checked = checkOfferTerms({ quantity: 1, priceSatoshis: 1, expiresInHours: hours }, NOW, 2_000);
      return checked.ok ? checked.value.expiresAt - NOW : checked.error;
    };
    expect([expiry(1), expiry(24), expiry(0), expiry(721)]).toEqual([2_000, 48_000, 'invalid-expiry', 'invalid-expiry']);
  });
});

describe('accepting and withdrawing an offer', () => {
  it('a holder with enough free tokens accepts an open offer; it then names the seller and its purchase', () => {
    expect(checkAccept(offer(), 'alice', 10, NOW + 1)).toEqual({ ok: true, value: offer({ state: 'accepted', seller: 'alice', acceptedAt: NOW + 1, purchaseKey: 'offer:o1' }) });
  });

  it('refuses an expired, withdrawn, accepted or own offer, and one beyond the free tokens', () => {
    const refusal = (result: ReturnType<typeof checkAccept>) => (result.ok ? 'ok' : result.error);
    expect([
      refusal(checkAccept(offer(), 'alice', 10, NOW + HOUR_MS)),
      refusal(checkAccept(offer({ state: 'withdrawn' }), 'alice', 10, NOW)),
      refusal(checkAccept(offer({ state: 'accepted', seller: 'bob' }), 'alice', 10, NOW)),
      refusal(checkAccept(offer(), 'Carol', 10, NOW)),
      refusal(checkAccept(offer(), 'alice', 9, NOW)),
    ]).toEqual(['offer-expired', 'offer-withdrawn', 'offer-accepted', 'own-offer', 'not-enough-tokens']);
    expect(offerStatus(offer(), NOW + HOUR_MS)).toBe('expired');
  });

  it('free tokens leave out reserved and listed ones, never below zero', () => {
    expect([tokensFreeForOffer(100, 10, 30), tokensFreeForOffer(10, 5, 30)]).toEqual([60, 0]);
  });

  it('only its buyer withdraws it, until it is accepted', () => {
    const refusal = (result: ReturnType<typeof checkWithdraw>) => (result.ok ? result.value.state : result.error);
    expect([
      refusal(checkWithdraw(offer(), 'CAROL')),
      refusal(checkWithdraw(offer(), 'alice')),
      refusal(checkWithdraw(offer({ state: 'accepted' }), 'carol')),
      refusal(checkWithdraw(offer({ state: 'withdrawn' }), 'carol')),
    ]).toEqual(['withdrawn', 'not-offer-owner', 'offer-accepted', 'offer-withdrawn']);
  });

  it('prices an accepted offer as a purchase: royalty from the seller, fee on top', () => {
    expect(quoteOffer(offer(), 'bob', 'platform', { creator: 'alice', percent: 5 })).toMatchObject({
      listingId: 'offer-o1',
      subtotalSatoshis: 90_000,
      feeSatoshis: 2_250,
      totalSatoshis: 92_250,
      receivers: [
        { handle: 'bob', satoshis: 85_500 },
        { handle: 'alice', satoshis: 4_500 },
        { handle: 'platform', satoshis: 2_250 },
      ],
    });
  });
});

type Step = { readonly kind: 'accept'; readonly seller: string; readonly at: number } | { readonly kind: 'withdraw'; readonly by: string };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('accept' as const), seller: fc.constantFrom('alice', 'bob', 'carol'), at: fc.integer({ min: NOW, max: NOW + 2 * HOUR_MS }) }),
  fc.record({ kind: fc.constant('withdraw' as const), by: fc.constantFrom('alice', 'carol') }),
);

describe('an offer under any order of accepts and withdrawals (property)', () => {
  it('is settled at most once, tokens never go negative, and once accepted it cannot be withdrawn', () => {
    fc.assert(
      fc.property(fc.array(stepArbitrary, { maxLength: 30 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), (steps, aliceTokens, bobTokens) => {
        const held = new Map([
          ['alice', aliceTokens],
          ['bob', bobTokens],
          ['carol', 0],
        ]);
        let current = offer();
        let settlements = 0;
        for (const step of steps) {
          if (step.kind === 'accept') {
            const accepted = checkAccept(current, step.seller, held.get(step.seller) ?? 0, step.at);
            if (!accepted.ok) continue;
            settlements += 1;
            held.set(step.seller, (held.get(step.seller) ?? 0) - current.quantity);
            held.set(current.buyer, (held.get(current.buyer) ?? 0) + current.quantity);
            current = accepted.value;
          } else {
            const withdrawn = checkWithdraw(current, step.by);
            if (current.state === 'accepted') expect(withdrawn.ok).toBe(false);
            if (withdrawn.ok) current = withdrawn.value;
          }
        }
        expect(settlements).toBeLessThanOrEqual(1);
        expect([...held.values()].every((tokens) => tokens >= 0)).toBe(true);
        expect([...held.values()].reduce((a, b) => a + b, 0)).toBe(aliceTokens + bobTokens);
        expect(settlements === 1).toBe(current.state === 'accepted');
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideAccepts, holdingKey, type AcceptRequest } from '../../../../src/domain/exchange/market/acceptDecisions';
import { checkAccept, type MarketOffer } from '../../../../src/domain/exchange/market/offerRules';

const NOW = 1_000_000;
const offer = (id: string, itemId: string, quantity: number, extra: Partial<MarketOffer> = {}): MarketOffer => ({
  id,
  itemId,
  buyer: 'carol',
  quantity,
  priceSatoshis: 100,
  createdAt: 0,
  expiresAt: NOW + 10,
  state: 'open',
  seller: null,
  acceptedAt: null,
  purchaseKey: null,
  ...extra,
});

describe('accepts decided together', () => {
  it('accepts an offer once: a second request for it in the same batch is refused as accepted', () => {
    const offers = new Map([['o1', offer('o1', 'i', 5)]]);
    const decided = decideAccepts(
      [
        { offerId: 'o1', seller: 'alice', now: NOW },
        { offerId: 'o1', seller: 'bob', now: NOW },
      ],
      offers,
      new Map([[holdingKey('i', 'alice'), 10], [holdingKey('i', 'bob'), 10]]),
    );
    expect(decided.map((each) => (each.ok ? each.value.seller : each.error))).toEqual(['alice', 'offer-accepted']);
  });

  it('takes a seller’s free tokens in the order the requests came, and refuses what no longer fits', () => {
    const offers = new Map([
      ['o1', offer('o1', 'i', 6)],
      ['o2', offer('o2', 'i', 6)],
      ['o3', offer('o3', 'i', 4)],
    ]);
    const decided = decideAccepts(['o1', 'o2', 'o3'].map((offerId) => ({ offerId, seller: 'alice', now: NOW })), offers, new Map([[holdingKey('i', 'alice'), 10]]));
    expect(decided.map((each) => (each.ok ? 'accepted' : each.error))).toEqual(['accepted', 'not-enough-tokens', 'accepted']);
  });

  it('answers unknown-offer for an offer not read, and the offer’s own refusals (expired, own offer)', () => {
    const offers = new Map([
      ['late', offer('late', 'i', 1, { expiresAt: NOW })],
      ['mine', offer('mine', 'i', 1, { buyer: 'Alice' })],
    ]);
    const decided = decideAccepts(
      ['gone', 'late', 'mine'].map((offerId) => ({ offerId, seller: 'alice', now: NOW })),
      offers,
      new Map([[holdingKey('i', 'alice'), 10]]),
    );
    expect(decided.map((each) => (each.ok ? 'accepted' : each.error))).toEqual(['unknown-offer', 'offer-expired', 'own-offer']);
  });

  it('decides a batch exactly as the same requests decided one by one (property)', () => {
    const offerArb = fc.record({ item: fc.constantFrom('a', 'b'), quantity: fc.integer({ min: 1, max: 6 }), state: fc.constantFrom('open', 'open', 'open', 'withdrawn', 'accepted') });
    fc.assert(
      fc.property(
        fc.array(offerArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.record({ offer: fc.nat(7), seller: fc.constantFrom('alice', 'bob', 'carol') }), { maxLength: 12 }),
        fc.dictionary(fc.constantFrom(holdingKey('a', 'alice'), holdingKey('b', 'alice'), holdingKey('a', 'bob'), holdingKey('b', 'bob')), fc.integer({ min: 0, max: 12 })),
        (shapes, asks, held) => {
          const offers = new Map(shapes.map((shape, index) => [`o${index}`, offer(`o${index}`, shape.item, shape.quantity, { state: shape.state as MarketOffer['state'] })]));
          const requests: AcceptRequest[] = asks.map((ask) => ({ offerId: `o${ask.offer}`, seller: ask.seller, now: NOW }));
          const batch = decideAccepts(requests, offers, new Map(Object.entries(held)));
          // The reference: each request alone against the state the earlier ones left, written out with checkAccept.
          const state = new Map(offers);
          const free = new Map(Object.entries(held));
          const alone = requests.map((request) => {
            const current = state.get(request.offerId);
            if (current === undefined) return 'unknown-offer';
            const key = holdingKey(current.itemId, request.seller);
            const decided = checkAccept(current, request.seller, free.get(key) ?? 0, request.now);
            if (!decided.ok) return decided.error;
            state.set(current.id, decided.value);
            free.set(key, (free.get(key) ?? 0) - current.quantity);
            return `accepted by ${request.seller}`;
          });
          expect(batch.map((each) => (each.ok ? `accepted by ${each.value.seller}` : each.error))).toEqual(alone);
          // And never more tokens than a seller had free, never one offer twice.
          const accepted = batch.flatMap((each) => (each.ok ? [each.value] : []));
          expect(new Set(accepted.map((each) => each.id)).size).toBe(accepted.length);
          for (const [key, tokens] of Object.entries(held)) {
            const taken = accepted.filter((each) => holdingKey(each.itemId, each.seller ?? '') === key).reduce((sum, each) => sum + each.quantity, 0);
            expect(taken).toBeLessThanOrEqual(tokens);
          }
        },
      ),
    );
  });
});

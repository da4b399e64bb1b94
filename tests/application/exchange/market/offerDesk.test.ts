import { describe, expect, it } from 'vitest';
import { MemoryMarketOffers } from '../../../../src/adapters/memory/memoryMarketOffers.adapter';
import { MemoryMarketRepository } from '../../../../src/adapters/memory/memoryMarketRepository.adapter';
import { OfferDesk } from '../../../../src/application/exchange/market/offerDesk';
import { HOUR_MS } from '../../../../src/domain/exchange/market/marketRules';
import type { WalletFunds } from '../../../../src/ports/offerRepository.port';
import { ALICE, BOB, CAROL, market, NOW } from './marketFixture';

const cipher = { encrypt: (text: string) => `sealed:${text}`, decrypt: (text: string) => (text.startsWith('sealed:') ? text.slice(7) : null) };

function offersMarket(spendable: WalletFunds['spendable'] = async () => ({ ok: true, value: 1_000_000_000 }), hourMs?: number) {
  const repository = new MemoryMarketRepository();
  const m = market(undefined, repository);
  const offers = new MemoryMarketOffers(repository);
  let next = 0;
  const desk = new OfferDesk(offers, repository, m.purchases, { spendable }, cipher, () => m.clock.now(), () => `offer-${++next}`, 'platform_fees', undefined, hourMs);
  return { ...m, offers, desk };
}

/** Alice lists 10 of item-1's 100 tokens, so 90 are free for offers. */
async function withItem(m: ReturnType<typeof offersMarket>) {
  const listed = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 10, priceBsv: '0.0001' });
  if (!listed.ok) throw new Error(listed.error);
}

const TERMS = { itemId: 'item-1', quantity: 20, priceSatoshis: 9_000, expiresInHours: 2 };

describe('offers', () => {
  it('C offers, A accepts: one payment from C pays A and the fee, the tokens move, and the offer is settled once', async () => {
    const m = offersMarket();
    await withItem(m);
    const placed = await m.desk.place(CAROL, TERMS);
    expect(placed).toMatchObject({ ok: true, offer: { id: 'offer-1', buyer: 'carol', state: 'open', expiresAt: NOW + 2 * HOUR_MS, settlement: null } });
    expect((await m.desk.of('alice')).received.map((offer) => offer.id)).toEqual(['offer-1']);
    const accepted = await m.desk.accept('alice', 'offer-1');
    expect(accepted).toMatchObject({ kind: 'settled', offer: { state: 'accepted', seller: 'alice', settlement: 'paid' }, purchase: { quantity: 20, totalSatoshis: 184_500 } });
    expect(m.gateway.payments.map((payment) => [payment.authToken, payment.order.receivers])).toEqual([
      ['carol-token', [{ handle: 'alice', satoshis: 180_000 }, { handle: 'platform_fees', satoshis: 4_500 }]],
    ]);
    expect(await m.repository.holders('item-1')).toEqual([
      { holder: 'alice', tokens: 80 },
      { holder: 'carol', tokens: 20 },
    ]);
    expect(await m.desk.accept('alice', 'offer-1')).toEqual({ kind: 'refused', code: 'offer-accepted' });
    expect(await m.desk.withdraw('carol', 'offer-1')).toEqual({ ok: false, code: 'offer-accepted' });
    expect(m.gateway.payments).toHaveLength(1);
  });

  it('checks the buyer’s funds when the offer is made; an unknown answer is not read as no funds', async () => {
    const poor = offersMarket(async () => ({ ok: true, value: 184_499 }));
    await withItem(poor);
    expect(await poor.desk.place(CAROL, TERMS)).toEqual({ ok: false, code: 'insufficient-funds' });
    const silent = offersMarket(async () => ({ ok: false, error: 'unknown' }));
    await withItem(silent);
    expect(await silent.desk.place(CAROL, TERMS)).toEqual({ ok: false, code: 'funds-unknown' });
    expect(await silent.desk.place(CAROL, { ...TERMS, itemId: 'no-item' })).toEqual({ ok: false, code: 'unknown-item' });
    expect(await silent.desk.place(CAROL, { ...TERMS, expiresInHours: 0 })).toEqual({ ok: false, code: 'invalid-expiry' });
  });

  it('an expired or withdrawn offer cannot be accepted, and nobody pays', async () => {
    const m = offersMarket();
    await withItem(m);
    await m.desk.place(CAROL, TERMS);
    await m.desk.place(BOB, TERMS);
    expect(await m.desk.withdraw('bob', 'offer-1')).toEqual({ ok: false, code: 'not-offer-owner' });
    expect(await m.desk.withdraw('bob', 'offer-2')).toMatchObject({ ok: true, offer: { state: 'withdrawn' } });
    expect(await m.desk.accept('alice', 'offer-2')).toEqual({ kind: 'refused', code: 'offer-withdrawn' });
    m.clock.advance(2 * HOUR_MS);
    expect(await m.desk.accept('alice', 'offer-1')).toEqual({ kind: 'refused', code: 'offer-expired' });
    expect(await m.desk.accept('alice', 'no-offer')).toEqual({ kind: 'refused', code: 'unknown-offer' });
    expect(m.gateway.payments).toEqual([]);
  });

  it('on a server whose offer hour is shortened, an offer expires after that many of them', async () => {
    const m = offersMarket(undefined, 3_000);
    await withItem(m);
    expect(await m.desk.place(CAROL, TERMS)).toMatchObject({ ok: true, offer: { expiresAt: NOW + 6_000 } });
    m.clock.advance(6_000);
    expect(await m.desk.accept('alice', 'offer-1')).toEqual({ kind: 'refused', code: 'offer-expired' });
    expect(m.gateway.payments).toEqual([]);
  });

  it('a holder sells only tokens neither listed nor reserved, and not to their own offer', async () => {
    const m = offersMarket();
    await withItem(m);
    await m.desk.place(CAROL, { ...TERMS, quantity: 91 });
    expect(await m.desk.accept('alice', 'offer-1')).toEqual({ kind: 'refused', code: 'not-enough-tokens' });
    await m.desk.place(ALICE, TERMS);
    expect(await m.desk.accept('alice', 'offer-2')).toEqual({ kind: 'refused', code: 'own-offer' });
  });

  it('an offer whose buyer’s funds are gone fails alone: its tokens are free again and the next offer settles', async () => {
    const m = offersMarket();
    await withItem(m);
    await m.desk.place(CAROL, TERMS);
    await m.desk.place(BOB, TERMS);
    m.gateway.refusal = 'insufficient-balance';
    expect(await m.desk.accept('alice', 'offer-1')).toEqual({ kind: 'refused', code: 'insufficient-balance' });
    expect(await m.offers.offer('offer-1')).toMatchObject({ state: 'accepted', settlement: 'failed' });
    m.gateway.refusal = null;
    expect(await m.desk.accept('alice', 'offer-2')).toMatchObject({ kind: 'settled', purchase: { buyer: 'bob', quantity: 20 } });
    expect(await m.repository.balance('item-1', 'alice')).toEqual({ held: 80, reserved: 0 });
  });

  it('a lost answer leaves the accepted offer pending check, and the sweep completes it once', async () => {
    const m = offersMarket();
    await withItem(m);
    await m.desk.place(CAROL, TERMS);
    m.gateway.lostAnswer = true;
    expect(await m.desk.accept('alice', 'offer-1')).toMatchObject({ kind: 'pending-check', purchase: { state: 'pending-check' } });
    m.clock.advance(2_000);
    expect(await m.purchases.expireStale()).toBe(1);
    expect(await m.offers.offer('offer-1')).toMatchObject({ settlement: 'paid' });
    expect(m.gateway.payments).toHaveLength(1);
    expect(await m.repository.holders('item-1')).toContainEqual({ holder: 'carol', tokens: 20 });
  });

  it('of concurrent accepts of one offer, one settles', async () => {
    const m = offersMarket();
    await withItem(m);
    await m.desk.place(CAROL, TERMS);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => m.desk.accept('alice', 'offer-1')));
    expect(outcomes.filter((outcome) => outcome.kind === 'settled')).toHaveLength(1);
    expect(m.gateway.payments).toHaveLength(1);
  });
});

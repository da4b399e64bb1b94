import { describe, expect, it } from 'vitest';
import { ALICE, BOB, CAROL, market, mintedItem, NOW } from './marketFixture';

const listed = async (m: ReturnType<typeof market>, quantity = 100, priceBsv = '0.0001') => {
  const listing = await m.listings.list(ALICE, { itemId: 'item-1', quantity, priceBsv });
  if (!listing.ok) throw new Error(listing.error);
  return listing.value;
};

describe('listing tokens', () => {
  it('enters a minted item into the market with its whole supply to the minter, and lists tokens of it', async () => {
    const m = market();
    expect(await m.listings.list(ALICE, { itemId: 'item-1', quantity: 100, priceBsv: '0.0001' })).toEqual({
      ok: true,
      value: { id: 'listing-1', itemId: 'item-1', seller: 'alice', quantity: 100, priceSatoshis: 10_000, listedAt: NOW },
    });
    expect(m.repository.transfers).toEqual([{ itemId: 'item-1', from: null, to: 'alice', quantity: 100, reason: 'mint', at: NOW - 1_000 }]);
    // Changing the listing keeps its id.
    expect(await m.listings.list(ALICE, { itemId: 'item-1', quantity: 40, priceBsv: '0.0002' })).toMatchObject({ ok: true, value: { id: 'listing-1', quantity: 40, priceSatoshis: 20_000 } });
  });

  it('refuses items the seller does not hold, more than they hold, and a price that is no amount', async () => {
    const m = market();
    expect(await m.listings.list(BOB, { itemId: 'item-1', quantity: 1, priceBsv: '1' })).toEqual({ ok: false, error: 'unknown-item' });
    expect(await m.listings.list(ALICE, { itemId: 'item-1', quantity: 101, priceBsv: '1' })).toEqual({ ok: false, error: 'exceeds-holdings' });
    expect(await m.listings.list(ALICE, { itemId: 'item-1', quantity: 1, priceBsv: 'free' })).toEqual({ ok: false, error: 'invalid-price' });
    await listed(m);
    expect(await m.listings.list(BOB, { itemId: 'item-1', quantity: 1, priceBsv: '1' })).toEqual({ ok: false, error: 'exceeds-holdings' });
  });

  it('withdraws only the seller’s own open listing', async () => {
    const m = market();
    const listing = await listed(m);
    expect(await m.listings.withdraw('bob', listing.id)).toEqual({ ok: false, error: 'not-listing-owner' });
    expect(await m.listings.withdraw('alice', 'no-such-listing')).toEqual({ ok: false, error: 'unknown-listing' });
    expect(await m.listings.withdraw('alice', listing.id)).toEqual({ ok: true, value: undefined });
    expect(await m.repository.openListings()).toEqual([]);
  });

  it('changes only the seller’s own open listing, in place, never beyond what they hold', async () => {
    const m = market();
    const listing = await listed(m, 50);
    await m.purchases.buy(BOB, { listingId: listing.id, quantity: 10, idempotencyKey: 'k' });
    expect(await m.listings.change('bob', listing.id, { quantity: 1, priceBsv: '1' })).toEqual({ ok: false, error: 'not-listing-owner' });
    expect(await m.listings.change('alice', 'no-such-listing', { quantity: 1, priceBsv: '1' })).toEqual({ ok: false, error: 'unknown-listing' });
    // Alice holds 90 after the sale: 91 is too many, 90 is all she has (the listed tokens are still hers).
    expect(await m.listings.change('alice', listing.id, { quantity: 91, priceBsv: '0.0002' })).toEqual({ ok: false, error: 'exceeds-holdings' });
    expect(await m.listings.change('alice', listing.id, { quantity: 1.5, priceBsv: '0.0002' })).toEqual({ ok: false, error: 'invalid-quantity' });
    expect(await m.listings.change('alice', listing.id, { quantity: 5, priceBsv: '0' })).toEqual({ ok: false, error: 'invalid-price' });
    const changed = await m.listings.change('alice', listing.id, { quantity: 90, priceBsv: '0.0002' });
    expect(changed).toEqual({ ok: true, value: { ...listing, quantity: 90, priceSatoshis: 20_000 } });
    expect(await m.repository.openListings()).toEqual([{ ...listing, quantity: 90, priceSatoshis: 20_000 }]);
    await m.listings.withdraw('alice', listing.id);
    expect(await m.listings.change('alice', listing.id, { quantity: 5, priceBsv: '0.0002' })).toEqual({ ok: false, error: 'unknown-listing' });
  });

  it('refuses a change racing a withdrawal of the same listing: nothing is left open', async () => {
    const m = market();
    const listing = await listed(m, 50);
    const [changed, withdrawn] = await Promise.all([
      m.listings.change('alice', listing.id, { quantity: 40, priceBsv: '0.0002' }),
      m.listings.withdraw('alice', listing.id),
    ]);
    expect(withdrawn).toEqual({ ok: true, value: undefined });
    expect(changed).toEqual({ ok: false, error: 'unknown-listing' });
    expect(await m.repository.openListings()).toEqual([]);
  });
});

describe('buying tokens', () => {
  it('pays the seller and the fee in one payment, then moves the tokens and records the trade', async () => {
    const m = market();
    const listing = await listed(m);
    const outcome = await m.purchases.buy(BOB, { listingId: listing.id, quantity: 10, idempotencyKey: 'key-1' });
    expect(outcome).toMatchObject({ kind: 'bought', replayed: false, purchase: { state: 'paid', transactionId: 'tx-1', totalSatoshis: 102_500 } });
    expect(m.gateway.payments).toEqual([
      {
        authToken: 'bob-token',
        transactionId: 'tx-1',
        order: {
          receivers: [
            { handle: 'alice', satoshis: 100_000 },
            { handle: 'platform_fees', satoshis: 2_500 },
          ],
          note: '10 tokens of item-1',
          kind: 'purchase',
          payer: 'bob',
          reference: 'key-1',
        },
      },
    ]);
    expect(await m.repository.holders('item-1')).toEqual([
      { holder: 'alice', tokens: 90 },
      { holder: 'bob', tokens: 10 },
    ]);
    expect((await m.repository.listing(listing.id))?.quantity).toBe(90);
    // The same key again: the same purchase, no second payment.
    expect(await m.purchases.buy(BOB, { listingId: listing.id, quantity: 10, idempotencyKey: 'key-1' })).toMatchObject({ kind: 'bought', replayed: true });
    expect(m.gateway.payments).toHaveLength(1);
    expect(await m.purchases.buy(CAROL, { listingId: listing.id, quantity: 10, idempotencyKey: 'key-1' })).toEqual({ kind: 'refused', code: 'key-reused' });
  });

  it('sells the last tokens once: of 20 buyers racing for 5, five get one each and the rest pay nothing', async () => {
    const m = market();
    const listing = await listed(m, 5);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) => m.purchases.buy(index % 2 ? BOB : CAROL, { listingId: listing.id, quantity: 1, idempotencyKey: `race-${index}` })),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'bought')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.kind === 'refused').map((outcome) => outcome.kind === 'refused' && outcome.code)).toEqual(Array(15).fill('not-enough-tokens'));
    expect(m.gateway.calls).toHaveLength(5);
    const holders = await m.repository.holders('item-1');
    expect(holders.reduce((sum, holder) => sum + holder.tokens, 0)).toBe(100);
    expect(holders.find((holder) => holder.holder === 'alice')?.tokens).toBe(95);
  });

  it('moves nothing when the wallet refuses, and gives the reserved tokens back', async () => {
    const m = market();
    const listing = await listed(m, 10);
    m.gateway.refusal = 'insufficient-balance';
    expect(await m.purchases.buy(BOB, { listingId: listing.id, quantity: 10, idempotencyKey: 'k' })).toEqual({ kind: 'refused', code: 'insufficient-balance' });
    expect(await m.repository.holders('item-1')).toEqual([{ holder: 'alice', tokens: 100 }]);
    expect((await m.repository.listing(listing.id))?.quantity).toBe(10);
    expect(m.repository.trades).toEqual([]);
  });

  it('refuses one’s own listing and more than is listed before asking the wallet', async () => {
    const m = market();
    const listing = await listed(m, 10);
    expect(await m.purchases.buy(ALICE, { listingId: listing.id, quantity: 1, idempotencyKey: 'a' })).toEqual({ kind: 'refused', code: 'own-listing' });
    expect(await m.purchases.buy(BOB, { listingId: listing.id, quantity: 11, idempotencyKey: 'b' })).toEqual({ kind: 'refused', code: 'not-enough-tokens' });
    expect(await m.purchases.buy(BOB, { listingId: 'nope', quantity: 1, idempotencyKey: 'c' })).toEqual({ kind: 'refused', code: 'unknown-listing' });
    expect(m.gateway.calls).toEqual([]);
  });

  it('reconciles a payment whose answer was lost: paid in the history completes it; not paid gives the tokens back', async () => {
    const m = market();
    const listing = await listed(m, 10);
    m.gateway.refusal = 'timeout';
    expect(await m.purchases.buy(BOB, { listingId: listing.id, quantity: 2, idempotencyKey: 'lost' })).toMatchObject({ kind: 'pending-check' });
    expect(await m.purchases.buy(BOB, { listingId: listing.id, quantity: 3, idempotencyKey: 'never' })).toMatchObject({ kind: 'pending-check' });
    m.gateway.rememberPaid('bob-token', { kind: 'purchase', payer: 'bob', reference: 'lost', receivers: [], note: '' }, 'tx-late');
    m.gateway.refusal = null;
    expect(await m.purchases.buy(BOB, { listingId: listing.id, quantity: 2, idempotencyKey: 'lost' })).toMatchObject({ kind: 'bought', replayed: true, purchase: { transactionId: 'tx-late' } });
    expect(await m.purchases.buy(BOB, { listingId: listing.id, quantity: 3, idempotencyKey: 'never' })).toEqual({ kind: 'refused', code: 'payment-not-made' });
    expect(await m.repository.holders('item-1')).toEqual([
      { holder: 'alice', tokens: 98 },
      { holder: 'bob', tokens: 2 },
    ]);
    expect((await m.repository.listing(listing.id))?.quantity).toBe(8);
  });

  it('keeps the session’s sealed token with a pending purchase as it is, and reconciles with it', async () => {
    const m = market();
    const listing = await listed(m, 10);
    m.gateway.refusal = 'timeout';
    // Sealed again, the token would read `sealed:bob-token-again`: what is kept is the session's text itself.
    const buyer = { handle: 'bob', authToken: 'bob-token-again', sealedToken: 'sealed:bob-token' };
    const pending = await m.purchases.buy(buyer, { listingId: listing.id, quantity: 2, idempotencyKey: 'kept' });
    expect(pending).toMatchObject({ kind: 'pending-check' });
    expect((await m.repository.findPurchase('kept'))?.buyerTokenCiphertext).toBe('sealed:bob-token');
    m.gateway.rememberPaid('bob-token', { kind: 'purchase', payer: 'bob', reference: 'kept', receivers: [], note: '' }, 'tx-kept');
    m.gateway.refusal = null;
    m.clock.advance(1_000);
    expect(await m.purchases.buy(BOB, { listingId: listing.id, quantity: 2, idempotencyKey: 'kept' })).toMatchObject({ kind: 'bought', purchase: { transactionId: 'tx-kept' } });
  });
});

describe('stuck purchases', () => {
  it('settles a purchase stuck pending once its lease ran out, so its tokens go back and another buyer gets them', async () => {
    const m = market();
    const listing = await listed(m, 5);
    m.gateway.refusal = 'timeout';
    expect(await m.purchases.buy(BOB, { listingId: listing.id, quantity: 5, idempotencyKey: 'stuck-bob' })).toMatchObject({ kind: 'pending-check' });
    m.gateway.refusal = null;
    expect(await m.purchases.buy(CAROL, { listingId: listing.id, quantity: 5, idempotencyKey: 'carol-early' })).toEqual({ kind: 'refused', code: 'not-enough-tokens' });
    m.clock.advance(1_001);
    expect(await m.purchases.buy(CAROL, { listingId: listing.id, quantity: 5, idempotencyKey: 'carol-later' })).toMatchObject({ kind: 'bought' });
    expect(await m.repository.findPurchase('stuck-bob')).toMatchObject({ state: 'failed', refusal: 'payment-not-made' });
    expect(await m.repository.holders('item-1')).toEqual([
      { holder: 'alice', tokens: 95 },
      { holder: 'carol', tokens: 5 },
    ]);
  });

  it('completes a stuck purchase the wallet did pay, and then refuses the next buyer', async () => {
    const m = market();
    const listing = await listed(m, 5);
    m.gateway.refusal = 'timeout';
    await m.purchases.buy(BOB, { listingId: listing.id, quantity: 5, idempotencyKey: 'stuck-paid' });
    m.gateway.refusal = null;
    m.gateway.rememberPaid('bob-token', { kind: 'purchase', payer: 'bob', reference: 'stuck-paid', receivers: [], note: '' }, 'tx-late');
    m.clock.advance(1_001);
    expect(await m.purchases.expireStale()).toBe(1);
    expect(await m.repository.findPurchase('stuck-paid')).toMatchObject({ state: 'paid', transactionId: 'tx-late' });
    expect(await m.purchases.buy(CAROL, { listingId: listing.id, quantity: 1, idempotencyKey: 'carol-after' })).toEqual({ kind: 'refused', code: 'not-enough-tokens' });
  });
});

describe('market reads', () => {
  it('says nothing traded before the first trade, then shows last price, volume, cap and holders from trades', async () => {
    const m = market();
    const listing = await listed(m);
    expect((await m.reads.board()).summary).toEqual({ marketCapSatoshis: null, volume24hSatoshis: null, activeTraders24h: 0, dividendsPaid24hSatoshis: 0 });
    await m.purchases.buy(BOB, { listingId: listing.id, quantity: 10, idempotencyKey: 'k' });
    const board = await m.reads.board();
    expect(board.summary).toEqual({ marketCapSatoshis: 1_000_000, volume24hSatoshis: 100_000, activeTraders24h: 2, dividendsPaid24hSatoshis: 0 });
    expect(board.listings.map(({ listing: open, stats }) => [open.quantity, stats.lastPriceSatoshis, stats.holders])).toEqual([[90, 10_000, 2]]);
    expect(board.rankings).toEqual({ trending: ['item-1'], gainers: ['item-1'], topVolume: ['item-1'] });
    expect((await m.reads.item('item-1'))?.history).toEqual([{ at: NOW, priceSatoshis: 10_000 }]);
    expect(await m.reads.portfolio('bob')).toEqual({
      positions: [
        {
          itemId: 'item-1',
          tokens: 10,
          costBasisSatoshis: 100_000,
          valueSatoshis: 100_000,
          profitAndLossSatoshis: 0,
          profitAndLossPercent: 0,
          pendingDividendsSatoshis: 0,
          dividendsReceivedSatoshis: 0,
          listing: null,
          item: expect.objectContaining({ itemId: 'item-1' }),
        },
      ],
      totals: { costBasisSatoshis: 100_000, valueSatoshis: 100_000, profitAndLossSatoshis: 0, profitAndLossPercent: 0, pendingDividendsSatoshis: 0, dividendsReceivedSatoshis: 0 },
      dividendsReceivedSatoshis: 0,
    });
  });
});

describe('dividends', () => {
  const withHolders = async () => {
    const m = market([mintedItem('item-1', 100)]);
    const listing = await listed(m);
    await m.purchases.buy(BOB, { listingId: listing.id, quantity: 10, idempotencyKey: 'b' });
    await m.purchases.buy(CAROL, { listingId: listing.id, quantity: 5, idempotencyKey: 'c' });
    m.gateway.payments.length = 0;
    return m;
  };

  it('pays each holder but the distributor their share, in batches, once per distribution', async () => {
    const m = await withHolders();
    const outcome = await m.dividends.distribute(ALICE, { itemId: 'item-1', amountBsv: '0.00001001', idempotencyKey: 'd1' });
    expect(outcome).toMatchObject({ kind: 'paid', replayed: false });
    expect(m.gateway.payments.map((payment) => payment.order.receivers)).toEqual([
      [
        { handle: 'bob', satoshis: 100 },
        { handle: 'carol', satoshis: 50 },
      ],
    ]);
    expect(await m.reads.portfolio('bob')).toMatchObject({ dividendsReceivedSatoshis: 100 });
    expect(await m.dividends.distribute(ALICE, { itemId: 'item-1', amountBsv: '0.00001001', idempotencyKey: 'd1' })).toMatchObject({ kind: 'paid', replayed: true });
    expect(m.gateway.payments).toHaveLength(1);
    expect((await m.reads.board()).summary.dividendsPaid24hSatoshis).toBe(150);
  });

  it('refuses a distributor who did not mint the item, and an item with nobody else to pay', async () => {
    const m = await withHolders();
    expect(await m.dividends.distribute(BOB, { itemId: 'item-1', amountBsv: '1', idempotencyKey: 'x' })).toEqual({ kind: 'refused', code: 'not-item-owner' });
    const alone = market();
    await listed(alone);
    expect(await alone.dividends.distribute(ALICE, { itemId: 'item-1', amountBsv: '1', idempotencyKey: 'y' })).toEqual({ kind: 'refused', code: 'no-holders-to-pay' });
  });

  it('after a refused batch, the same key pays only the batches not yet paid', async () => {
    const m = await withHolders();
    const buyers = ['dave', 'erin', 'frank'];
    const listing = (await m.repository.openListings())[0]!;
    for (const handle of buyers) {
      await m.purchases.buy({ handle, authToken: `${handle}-token` }, { listingId: listing.id, quantity: 1, idempotencyKey: handle });
    }
    m.gateway.payments.length = 0;
    // Five holders besides alice, two a batch: three payments. The second is refused.
    let calls = 0;
    const pay = m.gateway.payReceivers.bind(m.gateway);
    m.gateway.payReceivers = async (token, order) => (++calls === 2 ? { ok: false, error: 'spend-limit' } : pay(token, order));
    expect(await m.dividends.distribute(ALICE, { itemId: 'item-1', amountBsv: '0.001', idempotencyKey: 'd' })).toEqual({ kind: 'refused', code: 'spend-limit' });
    expect(m.gateway.payments.map((payment) => payment.order.reference)).toEqual(['d:0']);
    expect(await m.dividends.distribute(ALICE, { itemId: 'item-1', amountBsv: '0.001', idempotencyKey: 'd' })).toMatchObject({ kind: 'paid' });
    expect(m.gateway.payments.map((payment) => payment.order.reference)).toEqual(['d:0', 'd:1', 'd:2']);
  });
});

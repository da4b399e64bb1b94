import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlMarketRepository } from '../../../src/adapters/database/sqlMarketRepository';
import { activeTraders, tradeFacts } from '../../../src/domain/exchange/market/marketStats';
import { bothDatabases, openForSuite } from '../../support/databases';
import { ALICE, BOB, CAROL, market, mintedItem, NOW } from '../../application/exchange/market/marketFixture';

/** The ledger's sums against the holdings table: every holding is the sum of its transfers, and none is negative. */
async function ledgerAgrees(connection: DatabaseConnection, itemId: string): Promise<void> {
  const result = (await connection.db.execute(sql`
    SELECT who, sum(delta)::bigint AS tokens FROM (
      SELECT to_handle AS who, quantity AS delta FROM token_transfers WHERE item_id = ${itemId}
      UNION ALL SELECT from_handle, -quantity FROM token_transfers WHERE item_id = ${itemId} AND from_handle IS NOT NULL
    ) moves GROUP BY who HAVING sum(delta) <> 0 ORDER BY tokens DESC, who`)) as unknown as { rows: { who: string; tokens: unknown }[] };
  const sums = result.rows.map((row) => ({ holder: row.who, tokens: Number(row.tokens) }));
  const repository = new SqlMarketRepository(connection.db);
  expect(await repository.holders(itemId)).toEqual(sums);
  expect(sums.every((sum) => sum.tokens > 0)).toBe(true);
}

describe.each(bothDatabases())('the market repository on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  const sqlMarket = () => market([mintedItem('item-1', 100)], new SqlMarketRepository(connection.db));

  it('lists, sells, records the trade and the ledger, and reads the market from trades', async () => {
    const m = sqlMarket();
    const listing = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 100, priceBsv: '0.0001' });
    if (!listing.ok) throw new Error(listing.error);
    expect(await m.listings.list(BOB, { itemId: 'item-1', quantity: 1, priceBsv: '1' })).toEqual({ ok: false, error: 'exceeds-holdings' });
    const bought = await m.purchases.buy(BOB, { listingId: listing.value.id, quantity: 10, idempotencyKey: 'k1' });
    expect(bought).toMatchObject({ kind: 'bought', replayed: false, purchase: { state: 'paid', feeSatoshis: 2_500, buyerTokenCiphertext: null } });
    expect(await m.purchases.buy(BOB, { listingId: listing.value.id, quantity: 10, idempotencyKey: 'k1' })).toMatchObject({ kind: 'bought', replayed: true });
    expect(m.gateway.payments).toHaveLength(1);
    expect(await m.repository.holders('item-1')).toEqual([
      { holder: 'alice', tokens: 90 },
      { holder: 'bob', tokens: 10 },
    ]);
    await ledgerAgrees(connection, 'item-1');
    const board = await m.reads.board();
    expect(board.summary).toEqual({ marketCapSatoshis: 1_000_000, volume24hSatoshis: 100_000, activeTraders24h: 2, dividendsPaid24hSatoshis: 0 });
    expect(board.listings.map(({ listing: open, stats }) => [open.quantity, stats.lastPriceSatoshis, stats.holders, stats.change24hPercent])).toEqual([[90, 10_000, 2, 0]]);
    expect((await m.reads.item('item-1'))?.history).toEqual([{ at: NOW, priceSatoshis: 10_000 }]);
    expect(await m.reads.portfolio('bob')).toMatchObject({ positions: [{ itemId: 'item-1', tokens: 10, costBasisSatoshis: 100_000, valueSatoshis: 100_000 }] });
  });

  it('changes only the open listing it names: withdrawn meanwhile, the change is refused and opens nothing', async () => {
    const m = sqlMarket();
    const listing = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 50, priceBsv: '0.0001' });
    if (!listing.ok) throw new Error(listing.error);
    const changed = await m.repository.putListing({ ...listing.value, quantity: 40 }, listing.value.id);
    expect(changed).toEqual({ kind: 'listed', listing: { ...listing.value, quantity: 40 } });
    expect(await m.repository.putListing({ ...listing.value, quantity: 30 }, 'another-listing')).toEqual({ kind: 'unknown-listing' });
    expect(await m.repository.withdrawListing(listing.value.id, 'alice', NOW)).toBe(true);
    expect(await m.repository.putListing({ ...listing.value, quantity: 30 }, listing.value.id)).toEqual({ kind: 'unknown-listing' });
    expect(await m.repository.listingOf('item-1', 'alice')).toBeNull();
    expect(await m.repository.openListings()).toEqual([]);
  });

  it('sells the last 5 tokens to exactly 5 of 20 concurrent buyers and pays only for those', async () => {
    const m = sqlMarket();
    const listing = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 5, priceBsv: '0.00001' });
    if (!listing.ok) throw new Error(listing.error);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        m.purchases.buy({ handle: `buyer${index}`, authToken: `t${index}` }, { listingId: listing.value.id, quantity: 1, idempotencyKey: `race-${index}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'bought')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.kind === 'refused' && outcome.code === 'not-enough-tokens')).toHaveLength(15);
    expect(m.gateway.payments).toHaveLength(5);
    expect((await m.repository.holders('item-1'))[0]).toEqual({ holder: 'alice', tokens: 95 });
    expect(await m.repository.listingOf('item-1', 'alice')).toMatchObject({ quantity: 0 });
    await ledgerAgrees(connection, 'item-1');
  });

  it('keeps holdings, holder counts and the hourly figures right when purchases share a statement, a holder buying and selling in it', async () => {
    const m = sqlMarket();
    const alices = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 60, priceBsv: '0.00001' });
    if (!alices.ok) throw new Error(alices.error);
    expect(await m.purchases.buy(BOB, { listingId: alices.value.id, quantity: 10, idempotencyKey: 'first-bob-buys' })).toMatchObject({ kind: 'bought' });
    m.clock.advance(2 * 3_600_000);
    const bobs = await m.listings.list(BOB, { itemId: 'item-1', quantity: 10, priceBsv: '0.00002' });
    if (!bobs.ok) throw new Error(bobs.error);
    // Together: Carol buys all of Bob's tokens while Bob buys more of Alice's, and others buy of Alice's.
    const outcomes = await Promise.all([
      m.purchases.buy(CAROL, { listingId: bobs.value.id, quantity: 10, idempotencyKey: 'carol-from-bob' }),
      m.purchases.buy(BOB, { listingId: alices.value.id, quantity: 3, idempotencyKey: 'bob-from-alice' }),
      ...Array.from({ length: 8 }, (_, index) =>
        m.purchases.buy({ handle: `buyer${index}`, authToken: `t${index}` }, { listingId: alices.value.id, quantity: 2 + index, idempotencyKey: `others-${index}` }),
      ),
    ]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(Array.from({ length: 10 }, () => 'bought'));
    await ledgerAgrees(connection, 'item-1');
    const holders = await m.repository.holders('item-1');
    expect(holders.find((holder) => holder.holder === 'bob')).toEqual({ holder: 'bob', tokens: 3 });
    expect((await m.repository.itemsWithHolders(['item-1']))[0]?.holders).toBe(holders.length);
    const trades = await m.repository.tradesOf('item-1');
    expect(trades).toHaveLength(11);
    for (const at of [m.clock.now(), m.clock.now() + 22 * 3_600_000, m.clock.now() + 30 * 3_600_000]) {
      expect(await m.repository.tradeFacts(['item-1'], at)).toEqual([tradeFacts('item-1', trades, at)]);
      expect(await m.repository.activeTradersAt(at)).toBe(activeTraders(trades, at));
    }
  });

  it('looks up a request’s key and listing together, each request its own when they arrive together', async () => {
    const m = sqlMarket();
    const listing = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 10, priceBsv: '0.00001' });
    if (!listing.ok) throw new Error(listing.error);
    await m.purchases.buy(BOB, { listingId: listing.value.id, quantity: 2, idempotencyKey: 'bought' });
    const [known, fresh, nowhere] = await Promise.all([
      m.repository.purchaseLookup('bought', listing.value.id),
      m.repository.purchaseLookup('new-key', listing.value.id),
      m.repository.purchaseLookup('other-key', 'no-such-listing'),
    ]);
    expect(known).toEqual({ purchase: await m.repository.findPurchase('bought'), listing: { ...listing.value, quantity: 8 } });
    expect(known.purchase).toMatchObject({ state: 'paid', quantity: 2, buyer: 'bob' });
    expect(fresh).toEqual({ purchase: null, listing: { ...listing.value, quantity: 8 } });
    expect(nowhere).toEqual({ purchase: null, listing: null });
    await m.listings.withdraw('alice', listing.value.id);
    expect(await m.repository.purchaseLookup('bought', listing.value.id)).toMatchObject({ purchase: { idempotencyKey: 'bought' }, listing: null });
  });

  it('pays once for a key sent several times at once (the requests share a lookup and a reservation batch)', async () => {
    const m = sqlMarket();
    const listing = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 10, priceBsv: '0.00001' });
    if (!listing.ok) throw new Error(listing.error);
    // The later requests wait for the first one's payment, polling the clock: it moves while they wait.
    const ticking = setInterval(() => m.clock.advance(20), 5);
    const outcomes = await Promise.all(
      Array.from({ length: 3 }, () => m.purchases.buy(BOB, { listingId: listing.value.id, quantity: 2, idempotencyKey: 'twice' })),
    ).finally(() => clearInterval(ticking));
    // A later one may give up waiting (`pending-check`) on a loaded machine; none is refused, one paid.
    expect(outcomes.filter((outcome) => outcome.kind === 'refused')).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.kind === 'bought' && !outcome.replayed)).toHaveLength(1);
    expect(await m.purchases.buy(BOB, { listingId: listing.value.id, quantity: 2, idempotencyKey: 'twice' })).toMatchObject({ kind: 'bought', replayed: true });
    expect(m.gateway.payments).toHaveLength(1);
    expect(await m.repository.holders('item-1')).toEqual([
      { holder: 'alice', tokens: 98 },
      { holder: 'bob', tokens: 2 },
    ]);
    await ledgerAgrees(connection, 'item-1');
  });

  it('moves nothing when the wallet refuses, and gives the tokens back to the listing', async () => {
    const m = sqlMarket();
    const listing = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 10, priceBsv: '0.00001' });
    if (!listing.ok) throw new Error(listing.error);
    m.gateway.refusal = 'spend-limit';
    expect(await m.purchases.buy(BOB, { listingId: listing.value.id, quantity: 10, idempotencyKey: 'k' })).toEqual({ kind: 'refused', code: 'spend-limit' });
    expect(await m.repository.holders('item-1')).toEqual([{ holder: 'alice', tokens: 100 }]);
    expect(await m.repository.listing(listing.value.id)).toMatchObject({ quantity: 10 });
    expect(await m.repository.tradesOf('item-1')).toEqual([]);
    expect(await m.listings.withdraw('alice', listing.value.id)).toEqual({ ok: true, value: undefined });
    expect(await m.repository.openListings()).toEqual([]);
  });

  it('distributes a dividend pro rata once, and each holder sees what they received', async () => {
    const m = sqlMarket();
    const listing = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 100, priceBsv: '0.00001' });
    if (!listing.ok) throw new Error(listing.error);
    await m.purchases.buy(BOB, { listingId: listing.value.id, quantity: 10, idempotencyKey: 'b' });
    await m.purchases.buy(CAROL, { listingId: listing.value.id, quantity: 5, idempotencyKey: 'c' });
    m.gateway.payments.length = 0;
    const paid = await m.dividends.distribute(ALICE, { itemId: 'item-1', amountBsv: '0.00001', idempotencyKey: 'd' });
    expect(paid).toMatchObject({ kind: 'paid', distribution: { state: 'paid', amountSatoshis: 1_000 } });
    expect(m.gateway.payments.map((payment) => payment.order.receivers)).toEqual([
      [
        { handle: 'bob', satoshis: 100 },
        { handle: 'carol', satoshis: 50 },
      ],
    ]);
    expect(await m.dividends.distribute(ALICE, { itemId: 'item-1', amountBsv: '0.00001', idempotencyKey: 'd' })).toMatchObject({ kind: 'paid', replayed: true });
    expect(m.gateway.payments).toHaveLength(1);
    expect(await m.repository.dividendsOf('bob')).toEqual([{ itemId: 'item-1', satoshis: 100, paidAt: NOW }]);
    expect((await m.reads.board()).summary.dividendsPaid24hSatoshis).toBe(150);
  });

  it('counts a holder’s unpaid shares of a distribution being paid as pending, and no longer once paid or failed', async () => {
    const repository = new SqlMarketRepository(connection.db);
    await repository.registerItem({ itemId: 'item-1', owner: 'alice', name: 'Item', description: '', codeType: 'library', language: 'TypeScript', supply: 100, mintedAt: NOW });
    const share = (holder: string, satoshis: number, batch: number) => ({ holder, satoshis, batch, transactionId: null, paidAt: null, attemptedAt: null });
    const distribution = { idempotencyKey: 'd-1', itemId: 'item-1', distributor: 'alice', amountSatoshis: 100, state: 'paying' as const, refusal: null, createdAt: NOW, leaseUntil: NOW + 1 };
    await repository.beginDistribution({ ...distribution, shares: [share('bob', 40, 0), share('carol', 30, 1)] });
    await repository.beginDistribution({ ...distribution, idempotencyKey: 'd-2', shares: [share('bob', 7, 0)] });
    await repository.endDistribution('d-2', 'failed', 'spend-limit');
    expect(await repository.pendingDividendsOf('bob')).toEqual([{ itemId: 'item-1', satoshis: 40 }]);
    expect(await repository.pendingDividendsOf('carol')).toEqual([{ itemId: 'item-1', satoshis: 30 }]);
    await repository.settleBatch('d-1', 0, 'tx-0', NOW);
    expect(await repository.pendingDividendsOf('bob')).toEqual([]);
    expect(await repository.dividendsOf('bob')).toEqual([{ itemId: 'item-1', satoshis: 40, paidAt: NOW }]);
    expect(await repository.pendingDividendsOf('carol')).toEqual([{ itemId: 'item-1', satoshis: 30 }]);
    await repository.endDistribution('d-1', 'failed', 'spend-limit');
    expect(await repository.pendingDividendsOf('carol')).toEqual([]);
  });
});

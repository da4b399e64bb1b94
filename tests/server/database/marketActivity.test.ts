import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlMarketActivity } from '../../../src/adapters/database/sqlMarketActivity';
import { SqlMarketRepository } from '../../../src/adapters/database/sqlMarketRepository';
import { activityEventId, type ActivityKind } from '../../../src/domain/exchange/market/activity';
import type { ListPosition } from '../../../src/ports/listPage';
import { bothDatabases, emptyTables, openForSuite } from '../../support/databases';
import { ALICE, BOB, market, mintedItem } from '../../application/exchange/market/marketFixture';

/** Times from a handful of moments, so many events share one (the ties the cursor must cross). */
const moment = fc.integer({ min: 0, max: 3 });
const maybe = fc.option(moment, { nil: null });
const item = fc.constantFrom('item-1', 'item-2');
const records = fc.record({
  mints: fc.array(fc.record({ item, at: moment }), { maxLength: 4 }),
  trades: fc.array(fc.record({ item, at: moment }), { maxLength: 8 }),
  listings: fc.array(fc.record({ item, at: moment, withdrawnAt: maybe, ofOffer: fc.boolean(), legacy: fc.boolean(), changes: fc.array(moment, { maxLength: 2 }) }), { maxLength: 6 }),
  offers: fc.array(fc.record({ item, at: moment, withdrawnAt: maybe, acceptedAt: maybe }), { maxLength: 6 }),
  dividends: fc.array(fc.record({ item, at: moment, state: fc.constantFrom('paying', 'paid', 'failed'), holders: fc.integer({ min: 1, max: 3 }) }), { maxLength: 5 }),
});
type Records = typeof records extends fc.Arbitrary<infer T> ? T : never;
interface Expected {
  readonly kind: ActivityKind;
  readonly id: number;
  readonly at: number;
  readonly itemId: string;
  readonly quantity?: number;
  readonly priceSatoshis?: number | null;
}

const seqOf = (result: unknown): number => Number((result as { rows: { seq: unknown }[] }).rows[0]!.seq);

/** Writes the records straight into the tables; answers the events the feed must show, as the rows number them. */
async function seed(connection: DatabaseConnection, { mints, trades, listings, offers, dividends }: Records): Promise<Expected[]> {
  const db = connection.db;
  const events: Expected[] = [];
  const event = (kind: ActivityKind, seq: number, at: number | null, itemId: string) => {
    if (at !== null) events.push({ kind, id: activityEventId(seq, kind), at, itemId });
  };
  await db.execute(sql`INSERT INTO market_items (item_id, owner_handle, name, description, code_type, language, supply, minted_at)
    VALUES ('item-1', 'alice', 'One', '', 'library', 'TypeScript', 100, 0), ('item-2', 'alice', 'Two', '', 'library', 'TypeScript', 100, 0)`);
  // The listing the trades are recorded against: an accepted offer's, which the feed leaves out.
  await db.execute(sql`INSERT INTO market_listings (id, item_id, seller, quantity, price_satoshis, listed_at) VALUES ('offer-base', 'item-1', 'alice', 0, 5, 0)`);
  // A purchase's ledger row is no mint: never in the feed.
  await db.execute(sql`INSERT INTO token_transfers (item_id, from_handle, to_handle, quantity, reason, at) VALUES ('item-1', 'alice', 'bob', 1, 'purchase', 1)`);
  for (const mint of mints) {
    event('mint', seqOf(await db.execute(sql`INSERT INTO token_transfers (item_id, to_handle, quantity, reason, at) VALUES (${mint.item}, 'alice', 100, 'mint', ${mint.at}) RETURNING id AS seq`)), mint.at, mint.item);
  }
  for (const [index, trade] of trades.entries()) {
    await db.execute(sql`INSERT INTO market_purchases (idempotency_key, listing_id, item_id, buyer, seller, quantity, price_satoshis, subtotal_satoshis, fee_satoshis,
      total_satoshis, receivers, state, created_at, lease_until) VALUES (${`key-${index}`}, 'offer-base', ${trade.item}, 'bob', 'alice', 1, 5, 5, 0, 5, '[]'::jsonb, 'paid', 0, 0)`);
    const seq = seqOf(await db.execute(sql`INSERT INTO market_trades (purchase_key, item_id, buyer, seller, quantity, price_satoshis, at)
      VALUES (${`key-${index}`}, ${trade.item}, 'bob', 'alice', 1, 5, ${trade.at}) RETURNING id AS seq`));
    event('sale', seq, trade.at, trade.item);
  }
  // A listing now holds 1 token at 5, opened with 3 at 7 (a legacy row, before migration 0033, knows only the terms now);
  // each change is an event of its own, with its terms.
  for (const [index, listing] of listings.entries()) {
    const id = `${listing.ofOffer ? 'offer-' : 'listing-'}${index}`;
    const opened = listing.legacy ? { quantity: null, price: null } : { quantity: 3, price: 7 };
    const seq = seqOf(await db.execute(sql`INSERT INTO market_listings (id, item_id, seller, quantity, price_satoshis, listed_at, withdrawn_at, listed_quantity, listed_price_satoshis)
      VALUES (${id}, ${listing.item}, ${`seller-${index}`}, 1, 5, ${listing.at}, ${listing.withdrawnAt}, ${opened.quantity}, ${opened.price}) RETURNING seq`));
    if (listing.ofOffer) continue;
    events.push({ kind: 'list', id: activityEventId(seq, 'list'), at: listing.at, itemId: listing.item, quantity: opened.quantity ?? 1, priceSatoshis: opened.price ?? 5 });
    event('delist', seq, listing.withdrawnAt, listing.item);
    for (const [step, at] of listing.changes.entries()) {
      const changeSeq = seqOf(await db.execute(sql`INSERT INTO market_listing_changes (listing_id, item_id, seller, quantity, price_satoshis, changed_at)
        VALUES (${id}, ${listing.item}, ${`seller-${index}`}, ${step + 10}, 9, ${at}) RETURNING seq`));
      events.push({ kind: 'change', id: activityEventId(changeSeq, 'change'), at, itemId: listing.item, quantity: step + 10, priceSatoshis: 9 });
    }
  }
  for (const [index, offer] of offers.entries()) {
    const seq = seqOf(await db.execute(sql`INSERT INTO market_offers (id, item_id, buyer, quantity, price_satoshis, created_at, expires_at, state, seller, accepted_at, withdrawn_at)
      VALUES (${`o-${index}`}, ${offer.item}, 'carol', 1, 5, ${offer.at}, 10, 'open', 'alice', ${offer.acceptedAt}, ${offer.withdrawnAt}) RETURNING seq`));
    event('offer', seq, offer.at, offer.item);
    event('withdraw', seq, offer.withdrawnAt, offer.item);
    event('accept', seq, offer.acceptedAt, offer.item);
  }
  // Only a distribution all paid is an event: its holders are the quantity, the amount its price.
  for (const [index, dividend] of dividends.entries()) {
    const seq = seqOf(await db.execute(sql`INSERT INTO dividend_distributions (idempotency_key, item_id, distributor, amount_satoshis, state, created_at, lease_until)
      VALUES (${`d-${index}`}, ${dividend.item}, 'alice', 1000, ${dividend.state}, ${dividend.at}, 0) RETURNING seq`));
    for (let holder = 0; holder < dividend.holders; holder += 1) {
      await db.execute(sql`INSERT INTO dividend_shares (distribution_key, holder, satoshis, batch) VALUES (${`d-${index}`}, ${`holder-${holder}`}, 10, 0)`);
    }
    if (dividend.state === 'paid') events.push({ kind: 'dividend', id: activityEventId(seq, 'dividend'), at: dividend.at, itemId: dividend.item, quantity: dividend.holders, priceSatoshis: 1000 });
  }
  return events.sort((a, b) => b.at - a.at || b.id - a.id);
}

/** Every page of the feed (of `itemId`, or the whole market), `limit` events a page, each page after the last. */
async function pageThrough(activity: SqlMarketActivity, itemId: string | null, limit: number): Promise<Expected[]> {
  const seen: Expected[] = [];
  let after: ListPosition | null = null;
  for (let pages = 0; pages < 200; pages += 1) {
    const page = await activity.page(itemId, { after, limit });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    const withTerms = new Set(['dividend', 'list', 'change']);
    seen.push(...page.items.map(({ kind, id, at, itemId: of, quantity, priceSatoshis }) => (withTerms.has(kind) ? { kind, id, at, itemId: of, quantity, priceSatoshis } : { kind, id, at, itemId: of })));
    if (page.next === null) return seen;
    expect(page.items).toHaveLength(limit);
    after = page.next;
  }
  throw new Error('the feed never ended');
}

describe.each(bothDatabases())('the market’s activity feed on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('pages through events sharing a time, each exactly once, newest first, for the market and each item; a listing as opened and each change (property)', async () => {
    await fc.assert(
      fc.asyncProperty(records, fc.integer({ min: 1, max: 5 }), async (seeded, limit) => {
        await emptyTables(connection);
        const expected = await seed(connection, seeded);
        const activity = new SqlMarketActivity(connection.db);
        const all = await pageThrough(activity, null, limit);
        expect(all).toEqual(expected);
        expect(new Set(all.map((event) => event.id)).size).toBe(all.length);
        for (const itemId of ['item-1', 'item-2']) expect(await pageThrough(activity, itemId, limit)).toEqual(expected.filter((event) => event.itemId === itemId));
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('shows a listing as it was opened, each change at its time with its terms, and the sales, in order', async () => {
    await emptyTables(connection);
    const m = market([mintedItem('item-1', 100)], new SqlMarketRepository(connection.db));
    const listed = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 100, priceBsv: '0.0001' });
    if (!listed.ok) throw new Error(listed.error);
    m.clock.advance(60_000);
    expect(await m.purchases.buy(BOB, { listingId: listed.value.id, quantity: 10, idempotencyKey: 'k-1' })).toMatchObject({ kind: 'bought' });
    m.clock.advance(60_000);
    expect(await m.listings.change(ALICE.handle, listed.value.id, { quantity: 90, priceBsv: '0.0002' })).toMatchObject({ ok: true });
    m.clock.advance(60_000);
    expect(await m.listings.list(ALICE, { itemId: 'item-1', quantity: 80, priceBsv: '0.0003' })).toMatchObject({ ok: true });
    const page = await new SqlMarketActivity(connection.db).page('item-1', { after: null, limit: 10 });
    const start = m.clock.now() - 3 * 60_000;
    expect(page.items.filter((event) => event.kind !== 'mint').map(({ kind, at, actor, quantity, priceSatoshis }) => ({ kind, at: at - start, actor, quantity, priceSatoshis }))).toEqual([
      { kind: 'change', at: 180_000, actor: 'alice', quantity: 80, priceSatoshis: 30_000 },
      { kind: 'change', at: 120_000, actor: 'alice', quantity: 90, priceSatoshis: 20_000 },
      { kind: 'sale', at: 60_000, actor: 'bob', quantity: 10, priceSatoshis: 10_000 },
      { kind: 'list', at: 0, actor: 'alice', quantity: 100, priceSatoshis: 10_000 },
    ]);
  });
});

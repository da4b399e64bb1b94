import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlMarketActivity } from '../../../src/adapters/database/sqlMarketActivity';
import { activityEventId, type ActivityKind } from '../../../src/domain/exchange/market/activity';
import type { ListPosition } from '../../../src/ports/listPage';
import { bothDatabases, emptyTables, openForSuite } from '../../support/databases';

/** Times from a handful of moments, so many events share one (the ties the cursor must cross). */
const moment = fc.integer({ min: 0, max: 3 });
const maybe = fc.option(moment, { nil: null });
const item = fc.constantFrom('item-1', 'item-2');
const records = fc.record({
  mints: fc.array(fc.record({ item, at: moment }), { maxLength: 4 }),
  trades: fc.array(fc.record({ item, at: moment }), { maxLength: 8 }),
  listings: fc.array(fc.record({ item, at: moment, withdrawnAt: maybe, ofOffer: fc.boolean() }), { maxLength: 6 }),
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
  for (const [index, listing] of listings.entries()) {
    const seq = seqOf(await db.execute(sql`INSERT INTO market_listings (id, item_id, seller, quantity, price_satoshis, listed_at, withdrawn_at)
      VALUES (${`${listing.ofOffer ? 'offer-' : 'listing-'}${index}`}, ${listing.item}, ${`seller-${index}`}, 1, 5, ${listing.at}, ${listing.withdrawnAt}) RETURNING seq`));
    if (!listing.ofOffer) {
      event('list', seq, listing.at, listing.item);
      event('delist', seq, listing.withdrawnAt, listing.item);
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
    seen.push(...page.items.map(({ kind, id, at, itemId: of, quantity, priceSatoshis }) => (kind === 'dividend' ? { kind, id, at, itemId: of, quantity, priceSatoshis } : { kind, id, at, itemId: of })));
    if (page.next === null) return seen;
    expect(page.items).toHaveLength(limit);
    after = page.next;
  }
  throw new Error('the feed never ended');
}

describe.each(bothDatabases())('the market’s activity feed on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('pages through events sharing a time, each exactly once, newest first, for the market and each item (property)', async () => {
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
});

/**
 * The market's price history, activity feed and offers at scale (issue 38), in process on the embedded database
 * (PGlite in memory), 10,000 items and 1,000,000 trades seeded set-based (`generate_series`, one statement a table;
 * the candles built by migration 0028's own statement):
 * 1. an item's candles, `GET /api/market/items/{id}/candles?interval=hour|day`, one request after another: p50 / p99
 *    (target p99 < 30 ms);
 * 2. the activity feed's first page, `GET /api/market/activity`, at 50 concurrent requests for `BENCH_SECONDS`:
 *    requests a second and p99 (target ≥ 2,000 req/s, p99 < 50 ms);
 * 3. offer accepts through the offer desk at 50 concurrent accepts, the wallet faked with no delay: accepts a second
 *    (target ≥ 500/s).
 * Prints numbers; asserts nothing. Run alone (it loads the machine): `npm run bench:market-feeds`. `BENCH_ITEMS`,
 * `BENCH_TRADES`, `BENCH_OFFERS` and `BENCH_SECONDS` (default 10) change the sizes.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../src/adapters/database/migrate';
import { openDatabase } from '../src/adapters/database/openDatabase';
import { MemorySplitPaymentGateway } from '../src/adapters/memory/memorySplitPaymentGateway.adapter';
import { AesTokenCipher } from '../src/adapters/node/aesTokenCipher';
import { marketRoutes } from '../src/adapters/server/market.routes';
import { marketOn } from '../src/composition/server/openMarket';
import type { ServerSessions } from '../src/application/session/serverSessions';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const TRADES = Number(process.env.BENCH_TRADES ?? 1_000_000);
const OFFERS = Number(process.env.BENCH_OFFERS ?? 5_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const NOW = Date.now();
const DAY = 86_400_000;

const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const connection = await openDatabase({ kind: 'memory' });
const db = connection.db;
console.log(`seeding ${ITEMS} items, ${TRADES} trades and ${OFFERS} open offers…`);
const seedStart = performance.now();
await db.execute(sql`
  INSERT INTO market_items (item_id, owner_handle, name, description, code_type, language, supply, minted_at)
  SELECT 'item-' || i, 'owner' || (i % 500), 'Project ' || i, 'Bench item', 'library', 'TypeScript', 1000000, ${NOW - 90 * DAY}
  FROM generate_series(1, ${ITEMS}) AS i`);
await db.execute(sql`INSERT INTO token_holdings (item_id, holder, tokens) SELECT 'item-' || i, 'owner' || (i % 500), 1000000 FROM generate_series(1, ${ITEMS}) AS i`);
await db.execute(sql`
  INSERT INTO market_listings (id, item_id, seller, quantity, price_satoshis, listed_at)
  SELECT 'listing-' || i, 'item-' || i, 'owner' || (i % 500), 1000, 1000 + i, ${NOW - DAY}::bigint + i FROM generate_series(1, ${ITEMS}) AS i`);
const STEP = Math.floor((30 * DAY) / TRADES);
await db.execute(sql`
  INSERT INTO market_purchases (idempotency_key, listing_id, item_id, buyer, seller, quantity, price_satoshis, subtotal_satoshis, fee_satoshis,
    total_satoshis, receivers, state, created_at, paid_at, lease_until)
  SELECT 'p-' || t, 'listing-' || (1 + t % ${ITEMS}), 'item-' || (1 + t % ${ITEMS}), 'buyer' || (t % 5000), 'owner' || ((1 + t % ${ITEMS}) % 500), 1 + t % 3,
    1000 + (t % 97), 1000 + (t % 97), 25, 1025, '[]'::jsonb, 'paid', ${NOW}::bigint - t::bigint * ${STEP}, ${NOW}::bigint - t::bigint * ${STEP}, 0
  FROM generate_series(1, ${TRADES}) AS t`);
await db.execute(sql`
  INSERT INTO market_trades (purchase_key, item_id, buyer, seller, quantity, price_satoshis, at)
  SELECT idempotency_key, item_id, buyer, seller, quantity, price_satoshis, paid_at FROM market_purchases ORDER BY paid_at`);
// The candles as migration 0028 builds them from the trades recorded before it.
const migration = await readFile(`${MIGRATIONS_DIR}/0028_market_candles.sql`, 'utf8');
await db.execute(sql.raw(migration.split('--> statement-breakpoint')[1]!));
// Open offers from one buyer on the first items, each accepted once by the item's owner below.
const cipher = AesTokenCipher.fromSecret('b'.repeat(40));
await db.execute(sql`
  INSERT INTO market_offers (id, item_id, buyer, quantity, price_satoshis, created_at, expires_at, state, buyer_token_ciphertext)
  SELECT 'offer-' || o, 'item-' || (1 + o % ${ITEMS}), 'bench_buyer', 1, 900, ${NOW}, ${NOW + DAY}, 'open', ${cipher.encrypt('bench-buyer-token')}
  FROM generate_series(1, ${OFFERS}) AS o`);
await db.execute(sql`ANALYZE`);
console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const gateway = new MemorySplitPaymentGateway();
const market = marketOn(connection, { items: null, gateway, feeHandle: 'platform', cipher, funds: { spendable: async () => ({ ok: true, value: 1e15 }) } });
const app = marketRoutes(market, {} as ServerSessions);

/** `work` run by `CONNECTIONS` callers at once for `SECONDS` (or until it answers false): completions a second and latencies. */
async function concurrently(work: (index: number) => Promise<boolean>): Promise<{ perSecond: number; times: number[] }> {
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const began = performance.now();
        if (!(await work(next++))) return;
        times.push(performance.now() - began);
      }
    }),
  );
  return { perSecond: times.length / ((performance.now() - start) / 1000), times };
}

// 1. Candles, one request after another.
const candleTimes: number[] = [];
for (let run = 0; run < 1_000; run += 1) {
  const began = performance.now();
  const response = await app.request(`http://localhost/items/item-${1 + ((run * 7919) % ITEMS)}/candles?interval=${run % 2 === 0 ? 'hour' : 'day'}`);
  await response.arrayBuffer();
  candleTimes.push(performance.now() - began);
}
console.log(`GET …/items/{id}/candles: p50 ${ms(percentile(candleTimes, 50))}   p99 ${ms(percentile(candleTimes, 99))}   (target p99 < 30 ms)`);

// 2. The activity feed's first page at 50 concurrent requests.
const feed = await concurrently(async () => {
  const response = await app.request('http://localhost/activity');
  await response.arrayBuffer();
  return response.status === 200;
});
console.log(`GET /api/market/activity (first page, ${CONNECTIONS} at once): ${feed.perSecond.toFixed(0)} req/s   p99 ${ms(percentile(feed.times, 99))}   (target ≥ 2,000 req/s, p99 < 50 ms)`);

// 3. Offer accepts at 50 at once, the wallet faked with no delay.
const offers = market.offers;
if (offers === null || offers === undefined) throw new Error('the offer desk is not wired');
let refused = 0;
const accepts = await concurrently(async (index) => {
  if (index >= OFFERS) return false;
  const item = 1 + ((index + 1) % ITEMS);
  const outcome = await offers.accept(`owner${item % 500}`, `offer-${index + 1}`);
  if (outcome.kind !== 'settled') refused += 1;
  return true;
});
console.log(`offer accepts (${CONNECTIONS} at once): ${accepts.perSecond.toFixed(0)}/s   p99 ${ms(percentile(accepts.times, 99))}   ${refused} not settled   (target ≥ 500/s)`);
await connection.close();

/**
 * What one purchase costs the embedded database (issue 30): 50 buyers buy one token at a time through the HTTP route
 * (in process, PGlite in memory, the wallet faked with no delay) and every statement PGlite runs is counted, so a
 * change shows how many statements a purchase makes of its own and how many it shares with the purchases batched with
 * it, with this process's CPU time per purchase. Prints numbers; asserts nothing.
 * `node --import tsx scripts/benchPurchaseStatements.ts`; `BENCH_ROUNDS` (default 20) purchases per buyer.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/adapters/database/openDatabase';
import { JSON_HEADERS, marketWithBuyers } from './bench/marketBuyers';

const ITEMS = 2_000;
const BUYERS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

/** Statements by their first words: how many ran while counting. */
const counted = new Map<string, number>();
let counting = false;
const query = PGlite.prototype.query;
PGlite.prototype.query = function (this: PGlite, ...args: Parameters<typeof query>) {
  if (counting) {
    const key = String(args[0]).replace(/\s+/g, ' ').trim().slice(0, 80);
    counted.set(key, (counted.get(key) ?? 0) + 1);
  }
  return query.apply(this, args);
} as typeof query;

const connection = await openDatabase({ kind: 'memory' });
const db = connection.db;
await db.execute(sql`
  INSERT INTO market_items (item_id, owner_handle, name, description, code_type, language, supply, minted_at)
  SELECT 'item-' || i, 'owner' || (i % 500), 'Project ' || i, 'Bench item', 'library', 'TypeScript', 1000000, 0 FROM generate_series(1, ${ITEMS}) AS i`);
await db.execute(sql`INSERT INTO token_holdings (item_id, holder, tokens) SELECT 'item-' || i, 'owner' || (i % 500), 1000000 FROM generate_series(1, ${ITEMS}) AS i`);
await db.execute(sql`
  INSERT INTO market_listings (id, item_id, seller, quantity, price_satoshis, listed_at)
  SELECT 'listing-' || i, 'item-' || i, 'owner' || (i % 500), 100000, 1000 + i, i FROM generate_series(1, ${ITEMS}) AS i`);

const { app, cookies } = await marketWithBuyers(connection, BUYERS);
const headers = JSON_HEADERS;

let sent = 0;
let failures = 0;
counting = true;
const cpu = process.cpuUsage();
const start = performance.now();
await Promise.all(
  cookies.map(async (cookie) => {
    for (let round = 0; round < ROUNDS; round += 1) {
      sent += 1;
      const body = JSON.stringify({ listingId: `listing-${1 + (sent % ITEMS)}`, quantity: 1, idempotencyKey: `count-${String(sent).padStart(16, '0')}` });
      const response = await app.request('http://localhost/api/market/purchases', { method: 'POST', headers: { ...headers, Cookie: cookie }, body });
      if (response.status !== 201) failures += 1;
    }
  }),
);
const used = process.cpuUsage(cpu);
counting = false;
console.log(`${sent} purchases by ${BUYERS} buyers in ${(performance.now() - start).toFixed(0)} ms, ${failures} failures; CPU ${((used.user + used.system) / 1000 / sent).toFixed(2)} ms a purchase`);
console.log('statements a purchase (below 1: shared by a batch):');
for (const [statement, calls] of [...counted].sort((a, b) => b[1] - a[1])) console.log(`  ${(calls / sent).toFixed(3)}  ${statement}`);
await connection.close();

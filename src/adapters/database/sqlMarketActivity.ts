import { sql, type SQL } from 'drizzle-orm';
import { activityEventId, type ActivityEvent, type ActivityKind } from '../../domain/exchange/market/activity';
import type { ListPage, PageRequest } from '../../ports/listPage';
import type { MarketActivity } from '../../ports/marketActivity.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { pageOf, pageRows } from './keysetPage';
import { num, numOrNull, rowsOf, str, strOrNull, type Row } from './sqlMarketRows';

/** The listings an accepted offer's purchase is recorded against are no one's listing: left out (`offerListingId`). */
const REAL_LISTING = sql`l.id NOT LIKE 'offer-%'`;

/**
 * The feed in PostgreSQL or PGlite: one statement reads, per kind of record, the newest events before the cursor
 * (each branch limited, so each reads at most a page), and merges them newest first. Event ids are `seq × 8 + kind`
 * (`activityEventId`), computed in SQL the same way.
 */
export class SqlMarketActivity implements MarketActivity {
  constructor(private readonly db: Database) {}

  async page(itemId: string | null, request: PageRequest): Promise<ListPage<ActivityEvent>> {
    const limit = pageRows(request);
    const item = (column: SQL): SQL => (itemId === null ? sql`TRUE` : sql`${column} = ${itemId}`);
    const before = request.after === null ? sql`TRUE` : sql`(e.at, e.id) < (${request.after.at}, ${request.after.id})`;
    // Each kind's newest events before the cursor, at most a page of them.
    const branch = (kind: ActivityKind, select: SQL): SQL =>
      sql`(SELECT e.* FROM (SELECT ${kind}::text AS kind, s.seq * 8 + ${activityEventId(0, kind)} AS id, s.item_id, s.at, s.actor, s.counterparty, s.quantity,
        s.price_satoshis FROM (${select}) s) e WHERE ${before} ORDER BY e.at DESC, e.id DESC LIMIT ${limit})`;
    const branches = [
      branch('sale', sql`SELECT t.id AS seq, t.item_id, t.at, t.buyer AS actor, t.seller AS counterparty, t.quantity, t.price_satoshis FROM market_trades t WHERE ${item(sql`t.item_id`)}`),
      branch('mint', sql`SELECT m.id AS seq, m.item_id, m.at, m.to_handle AS actor, NULL::text AS counterparty, m.quantity, NULL::bigint AS price_satoshis FROM token_transfers m WHERE m.reason = 'mint' AND ${item(sql`m.item_id`)}`),
      branch('list', sql`SELECT l.seq, l.item_id, l.listed_at AS at, l.seller AS actor, NULL::text AS counterparty, l.quantity, l.price_satoshis FROM market_listings l WHERE ${REAL_LISTING} AND ${item(sql`l.item_id`)}`),
      branch('delist', sql`SELECT l.seq, l.item_id, l.withdrawn_at AS at, l.seller AS actor, NULL::text AS counterparty, l.quantity, l.price_satoshis FROM market_listings l WHERE l.withdrawn_at IS NOT NULL AND ${REAL_LISTING} AND ${item(sql`l.item_id`)}`),
      branch('offer', sql`SELECT o.seq, o.item_id, o.created_at AS at, o.buyer AS actor, NULL::text AS counterparty, o.quantity, o.price_satoshis FROM market_offers o WHERE ${item(sql`o.item_id`)}`),
      branch('withdraw', sql`SELECT o.seq, o.item_id, o.withdrawn_at AS at, o.buyer AS actor, NULL::text AS counterparty, o.quantity, o.price_satoshis FROM market_offers o WHERE o.withdrawn_at IS NOT NULL AND ${item(sql`o.item_id`)}`),
      branch('accept', sql`SELECT o.seq, o.item_id, o.accepted_at AS at, o.seller AS actor, o.buyer AS counterparty, o.quantity, o.price_satoshis FROM market_offers o WHERE o.accepted_at IS NOT NULL AND ${item(sql`o.item_id`)}`),
    ];
    const rows = await guardDatabase(() => rowsOf(this.db, sql`SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) feed ORDER BY at DESC, id DESC LIMIT ${limit}`));
    return pageOf(rows, request, toEvent, (row) => ({ at: num(row['at']), id: num(row['id']) }));
  }
}

const toEvent = (row: Row): ActivityEvent => ({
  id: num(row['id']),
  kind: str(row['kind']) as ActivityKind,
  itemId: str(row['item_id']),
  at: num(row['at']),
  actor: str(row['actor']),
  counterparty: strOrNull(row['counterparty']),
  quantity: num(row['quantity']),
  priceSatoshis: numOrNull(row['price_satoshis']),
});

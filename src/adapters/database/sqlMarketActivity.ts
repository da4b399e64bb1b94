import { sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_KIND_SLOTS, activityEventId, activitySeqBelow, type ActivityEvent, type ActivityKind } from '../../domain/exchange/market/activity';
import type { ListPage, ListPosition, PageRequest } from '../../ports/listPage';
import type { MarketActivity } from '../../ports/marketActivity.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { pageOf, pageRows } from './keysetPage';
import { num, numOrNull, rowsOf, str, strOrNull, type Row } from './sqlMarketRows';

/** The listings an accepted offer's purchase is recorded against are no one's listing: left out (`offerListingId`). */
const REAL_LISTING = sql`l.id NOT LIKE 'offer-%'`;

/**
 * Where one kind of event is read: its table (`from`), the time (`at`) and row number (`seq`) columns it is ordered
 * by, which rows are events of it (`where`), and its event's other fields (`fields`: item_id, actor, counterparty,
 * quantity, price_satoshis).
 */
interface Branch {
  readonly kind: ActivityKind;
  readonly from: SQL;
  readonly at: SQL;
  readonly seq: SQL;
  readonly where: SQL;
  readonly fields: SQL;
  /** The column naming the item. */
  readonly item: SQL;
}

const BRANCHES: readonly Branch[] = [
  { kind: 'sale', from: sql`market_trades t`, at: sql`t.at`, seq: sql`t.id`, where: sql`TRUE`, item: sql`t.item_id`, fields: sql`t.item_id, t.buyer AS actor, t.seller AS counterparty, t.quantity, t.price_satoshis` },
  { kind: 'mint', from: sql`token_transfers m`, at: sql`m.at`, seq: sql`m.id`, where: sql`m.reason = 'mint'`, item: sql`m.item_id`, fields: sql`m.item_id, m.to_handle AS actor, NULL::text AS counterparty, m.quantity, NULL::bigint AS price_satoshis` },
  // A listing as opened (migration 0033; one opened before it, as it stands now): not as sales and changes left it.
  { kind: 'list', from: sql`market_listings l`, at: sql`l.listed_at`, seq: sql`l.seq`, where: REAL_LISTING, item: sql`l.item_id`, fields: sql`l.item_id, l.seller AS actor, NULL::text AS counterparty, COALESCE(l.listed_quantity, l.quantity) AS quantity, COALESCE(l.listed_price_satoshis, l.price_satoshis) AS price_satoshis` },
  { kind: 'change', from: sql`market_listing_changes g`, at: sql`g.changed_at`, seq: sql`g.seq`, where: sql`TRUE`, item: sql`g.item_id`, fields: sql`g.item_id, g.seller AS actor, NULL::text AS counterparty, g.quantity, g.price_satoshis` },
  { kind: 'delist', from: sql`market_listings l`, at: sql`l.withdrawn_at`, seq: sql`l.seq`, where: sql`l.withdrawn_at IS NOT NULL AND ${REAL_LISTING}`, item: sql`l.item_id`, fields: sql`l.item_id, l.seller AS actor, NULL::text AS counterparty, l.quantity, l.price_satoshis` },
  { kind: 'offer', from: sql`market_offers o`, at: sql`o.created_at`, seq: sql`o.seq`, where: sql`TRUE`, item: sql`o.item_id`, fields: sql`o.item_id, o.buyer AS actor, NULL::text AS counterparty, o.quantity, o.price_satoshis` },
  { kind: 'withdraw', from: sql`market_offers o`, at: sql`o.withdrawn_at`, seq: sql`o.seq`, where: sql`o.withdrawn_at IS NOT NULL`, item: sql`o.item_id`, fields: sql`o.item_id, o.buyer AS actor, NULL::text AS counterparty, o.quantity, o.price_satoshis` },
  { kind: 'accept', from: sql`market_offers o`, at: sql`o.accepted_at`, seq: sql`o.seq`, where: sql`o.accepted_at IS NOT NULL`, item: sql`o.item_id`, fields: sql`o.item_id, o.seller AS actor, o.buyer AS counterparty, o.quantity, o.price_satoshis` },
  // A distribution shows once all paid, at the time it began (migration 0031); its holders are counted for a page's rows only.
  { kind: 'dividend', from: sql`dividend_distributions d`, at: sql`d.created_at`, seq: sql`d.seq`, where: sql`d.state = 'paid'`, item: sql`d.item_id`, fields: sql`d.item_id, d.distributor AS actor, NULL::text AS counterparty, (SELECT count(*) FROM dividend_shares s WHERE s.distribution_key = d.idempotency_key) AS quantity, d.amount_satoshis AS price_satoshis` },
];

/**
 * One kind's newest events before the cursor, at most `limit`. Filtered and ordered by the record's own columns
 * (time, row number), never by the computed event id, so an index on them (migrations 0029, 0031, 0033) serves the order
 * and the branch reads `limit` rows, not every event of its kind. Within one kind the id grows with the row number, so this is
 * the feed's (`at`, `id`) order, and `activitySeqBelow` turns the cursor's id into the kind's row-number bound.
 */
function branchOf(branch: Branch, itemId: string | null, after: ListPosition | null, limit: number): SQL {
  const item = itemId === null ? sql`TRUE` : sql`${branch.item} = ${itemId}`;
  const before = after === null ? sql`TRUE` : sql`(${branch.at}, ${branch.seq}) < (${after.at}, ${activitySeqBelow(after.id, branch.kind)})`;
  return sql`(SELECT ${branch.kind}::text AS kind, ${branch.seq} * ${ACTIVITY_KIND_SLOTS} + ${activityEventId(0, branch.kind)} AS id, ${branch.at} AS at, ${branch.fields}
    FROM ${branch.from} WHERE ${branch.where} AND ${item} AND ${before} ORDER BY ${branch.at} DESC, ${branch.seq} DESC LIMIT ${limit})`;
}

/**
 * The feed in PostgreSQL or PGlite: one statement reads, per kind of record, the newest events before the cursor
 * (each branch limited and served by its index, so each reads at most a page), and merges those few rows newest
 * first by (`at`, `id`). Event ids are `seq × ACTIVITY_KIND_SLOTS + kind` (`activityEventId`), computed in SQL the same way.
 */
export class SqlMarketActivity implements MarketActivity {
  constructor(private readonly db: Database) {}

  async page(itemId: string | null, request: PageRequest): Promise<ListPage<ActivityEvent>> {
    const limit = pageRows(request);
    const branches = BRANCHES.map((branch) => branchOf(branch, itemId, request.after, limit));
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

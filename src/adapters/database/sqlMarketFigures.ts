import { sql, type SQL } from 'drizzle-orm';
import { dayStartHour, hourOf } from '../../domain/exchange/market/marketRules';
import type { ItemTradeFacts } from '../../domain/exchange/market/marketStats';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { num, numOrNull, rowsOf, str, type Row } from './sqlMarketRows';

/**
 * The market's figures read from what each trade keeps (`0012_market_aggregates.sql`): the item's last price and
 * holder count, its trades summed by hour, and each trader's latest hour with a trade. The day's window is whole hours
 * (`dayStartHour`), so reading it costs the window's hourly rows, not the day's trades.
 */
export class SqlMarketFigures {
  constructor(private readonly db: Database) {}

  private rows(query: SQL): Promise<Row[]> {
    return guardDatabase(() => rowsOf(this.db, query));
  }

  async tradeFacts(itemIds: readonly string[] | null, now: number): Promise<readonly ItemTradeFacts[]> {
    const first = dayStartHour(now);
    const last = hourOf(now);
    const only = itemIds === null ? sql`` : sql`AND i.item_id IN (${itemIds.length === 0 ? sql`NULL` : sql.join(itemIds.map((id) => sql`${id}`), sql`, `)})`;
    const onlyHours = itemIds === null ? sql`` : sql`AND item_id IN (${itemIds.length === 0 ? sql`NULL` : sql.join(itemIds.map((id) => sql`${id}`), sql`, `)})`;
    // The change is measured from the last price before the window: the price before the window's first hour of
    // trades, else that hour's first trade; an item not traded in the window: its last price (no change).
    const rows = await this.rows(sql`
      WITH day AS (
        SELECT item_id, sum(volume_satoshis) AS volume, sum(trades) AS trades,
          (array_agg(price_before_satoshis ORDER BY hour))[1] AS price_before, (array_agg(first_price_satoshis ORDER BY hour))[1] AS first_price
        FROM market_trade_hours WHERE hour >= ${first} AND hour <= ${last} ${onlyHours} GROUP BY item_id
      )
      SELECT i.item_id, i.last_price_satoshis, i.last_trade_at, day.volume, day.trades,
        CASE WHEN day.item_id IS NULL THEN i.last_price_satoshis ELSE COALESCE(day.price_before, day.first_price) END AS reference_price
      FROM market_items i LEFT JOIN day ON day.item_id = i.item_id
      WHERE TRUE ${only}`);
    return rows.map((row) => {
      const lastAt = numOrNull(row['last_trade_at']);
      // A last trade of a later hour than now's (a clock set back) gives no figure rather than a future one.
      const traded = lastAt !== null && hourOf(lastAt) <= last;
      return {
        itemId: str(row['item_id']),
        lastPriceSatoshis: traded ? numOrNull(row['last_price_satoshis']) : null,
        referencePriceSatoshis: traded ? numOrNull(row['reference_price']) : null,
        volume24hSatoshis: num(row['volume']),
        trades24h: num(row['trades']),
      };
    });
  }

  async activeTradersAt(now: number): Promise<number> {
    const rows = await this.rows(
      sql`SELECT count(*) AS traders FROM market_traders WHERE last_hour >= ${dayStartHour(now)} AND last_hour <= ${hourOf(now)}`,
    );
    return num(rows[0]?.['traders']);
  }
}

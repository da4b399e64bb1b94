import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openDatabase } from '../../src/adapters/database/openDatabase';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { startThrowawayCluster, type ThrowawayCluster } from '../../scripts/postgresCluster.mjs';

/** One engine the repository contract runs against: open it once, empty it before each test, close it. */
export interface TestDatabase {
  readonly name: 'PGlite' | 'PostgreSQL';
  open(): Promise<DatabaseConnection>;
  /** The connection string, for PostgreSQL only (to start servers on it). */
  url(): string | null;
  close(): Promise<void>;
}

/** Removes every row the app keeps, leaving the schema. */
export async function emptyTables(connection: DatabaseConnection): Promise<void> {
  await connection.db.execute(sql`TRUNCATE sessions, github_links, github_sign_ins, claims, developer_briefs, service_offers, commissions, minted_items, item_files, market_items, market_trade_hours, market_candles, market_traders, token_transfers, token_holdings, market_listings, market_listing_changes, market_purchases, market_trades, dividend_distributions, dividend_shares, payments, contract_events, contract_notices, write_counts, auto_payouts, mint_counts, api_tokens, market_offers, escrow_ledger, connected_repositories RESTART IDENTITY`);
}

/**
 * Opens `database` once for the suite around it, hands the connection to `use`, empties its tables before each test
 * and closes it after the suite.
 */
export function openForSuite(database: TestDatabase, use: (connection: DatabaseConnection) => void): void {
  let opened: DatabaseConnection | null = null;
  beforeAll(async () => {
    opened = await database.open();
    use(opened);
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    if (opened !== null) await emptyTables(opened);
  });
}

/** PGlite in memory. */
export function pgliteDatabase(): TestDatabase {
  let connection: DatabaseConnection | null = null;
  return {
    name: 'PGlite',
    async open() {
      connection ??= await openDatabase({ kind: 'memory' });
      return connection;
    },
    url: () => null,
    async close() {
      await connection?.close();
    },
  };
}

/** A real PostgreSQL server: a throwaway cluster on a loopback port (`scripts/postgresCluster.mjs`). */
export function postgresDatabase(): TestDatabase {
  let cluster: ThrowawayCluster | null = null;
  let connection: DatabaseConnection | null = null;
  return {
    name: 'PostgreSQL',
    async open() {
      cluster ??= await startThrowawayCluster();
      connection ??= await openDatabase({ kind: 'postgres', url: cluster.url });
      return connection;
    },
    url: () => cluster?.url ?? null,
    async close() {
      await connection?.close();
      cluster?.stop();
    },
  };
}

/** Both engines the app runs on. */
export const bothDatabases = (): readonly TestDatabase[] => [pgliteDatabase(), postgresDatabase()];

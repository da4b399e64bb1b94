import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { openDatabase } from '../../src/adapters/database/openDatabase';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { pgliteDataDirCopy, postgresDatabaseCopy, removeCopy } from './databaseTemplates';

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

/** PGlite in a folder of its own: a copy of the run's migrated database (`databaseTemplates.ts`). */
export function pgliteDatabase(): TestDatabase {
  let folder: string | null = null;
  let connection: DatabaseConnection | null = null;
  return {
    name: 'PGlite',
    async open() {
      folder ??= await pgliteDataDirCopy(inject('databaseTemplates'));
      connection ??= await openDatabase({ kind: 'pglite', dataDir: folder });
      return connection;
    },
    url: () => null,
    async close() {
      await connection?.close();
      if (folder !== null) await removeCopy(folder);
    },
  };
}

/** A real PostgreSQL server: a database of its own on the run's cluster, made from its migrated template. */
export function postgresDatabase(): TestDatabase {
  let url: string | null = null;
  let connection: DatabaseConnection | null = null;
  return {
    name: 'PostgreSQL',
    async open() {
      url ??= await postgresDatabaseCopy(inject('databaseTemplates'));
      connection ??= await openDatabase({ kind: 'postgres', url });
      return connection;
    },
    url: () => url,
    async close() {
      await connection?.close();
    },
  };
}

/** Both engines the app runs on. */
export const bothDatabases = (): readonly TestDatabase[] => [pgliteDatabase(), postgresDatabase()];

/** A PGlite database of its own (a copy of the run's migrated one), for a test that closes it itself. */
export async function openPgliteCopy(): Promise<DatabaseConnection> {
  const folder = await pgliteDataDirCopy(inject('databaseTemplates'));
  const connection = await openDatabase({ kind: 'pglite', dataDir: folder });
  return {
    ...connection,
    async close() {
      await connection.close();
      await removeCopy(folder);
    },
  };
}

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseConnection } from './database';
import { migrate } from './migrate';
import { MemoryChangeSignals } from '../memory/memoryChangeSignals.adapter';
import { SoleJobLeadership } from '../memory/soleJobLeadership.adapter';
import { PgChangeSignals } from './pgChangeSignals';
import { PgJobLeadership } from './pgJobLeadership';
import { schema } from './schema';

/** Where the data lives: a PostgreSQL server (`DATABASE_URL`), else PGlite files under `DATA_DIR`, or memory (tests). */
export type DatabaseLocation =
  | { readonly kind: 'postgres'; readonly url: string }
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'memory' };

/** How long a query may wait for a pooled connection before the request fails with 503. */
const CONNECTION_TIMEOUT_MS = 5_000;
/** Connections to a PostgreSQL server, per server process: enough for commits to share a WAL flush. */
const POOL_SIZE = 20;

/**
 * PostgreSQL settings of the embedded database (written to its `postgresql.conf`). PGlite's 128 MB of shared buffers
 * kept the idle server near 330 MB resident; the app's tables are a few MB, and 32 MB of buffers hold them (the idle
 * server: about 165-200 MB).
 */
const PGLITE_SETTINGS = ['shared_buffers = 32MB'];

/** Opens the database and applies the pending migrations. Rejects when it cannot be reached or migrated. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseConnection> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    // Each on a connection of its own (outside the pool): LISTEN and a session's advisory lock last as long as it.
    const signals = new PgChangeSignals(location.url, (channel, payload) => pool.query('SELECT pg_notify($1, $2)', [channel, payload]));
    const leadership = new PgJobLeadership(location.url);
    const close = async () => {
      await Promise.all([signals.close(), leadership.close()]);
      await pool.end();
    };
    return finish({ db, engine: 'postgres', signals, leadership, close });
  }
  let client: PGlite;
  if (location.kind === 'pglite') {
    await mkdir(location.dataDir, { recursive: true });
    client = await PGlite.create(join(location.dataDir, 'pglite'), { postgresqlconf: PGLITE_SETTINGS });
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const signals = new MemoryChangeSignals();
  const leadership = new SoleJobLeadership();
  const close = async () => {
    await Promise.all([signals.close(), leadership.close()]);
    await client.close();
  };
  return finish({ db, engine: 'pglite', signals, leadership, close });
}

async function finish(connection: DatabaseConnection): Promise<DatabaseConnection> {
  try {
    await migrate(connection.db);
    return connection;
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}

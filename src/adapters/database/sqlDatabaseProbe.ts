import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { DatabaseStatus } from '../../domain/operations/serverStatus';
import type { DatabaseProbe } from '../../ports/serverProbes.port';
import type { DatabaseConnection } from './database';
import { MIGRATION_FILE, MIGRATIONS_DIR } from './migrate';

/** A probe that has not answered in this time counts the database as unreachable. */
export const DATABASE_PROBE_TIMEOUT_MS = 2_000;

/** The versions of the migrations the server carries (`NNNN` of `NNNN_name.sql`). */
async function carriedVersions(folder: string): Promise<readonly string[]> {
  return (await readdir(folder)).filter((name) => MIGRATION_FILE.test(name)).map((name) => name.slice(0, 4));
}

/** Reads `schema_migrations` on the connection: reachable, and which of the carried migrations are applied. */
export class SqlDatabaseProbe implements DatabaseProbe {
  private carried: Promise<readonly string[]> | null = null;

  constructor(
    private readonly connection: Pick<DatabaseConnection, 'db' | 'engine'>,
    private readonly folder: string = MIGRATIONS_DIR,
    private readonly timeoutMs: number = DATABASE_PROBE_TIMEOUT_MS,
  ) {}

  async check(): Promise<DatabaseStatus> {
    const engine = this.connection.engine;
    this.carried ??= carriedVersions(this.folder).catch(() => []);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), this.timeoutMs)));
    const read = this.connection.db
      .execute(sql`SELECT version FROM schema_migrations`)
      .then((result) => (result as unknown as { rows: { version: string }[] }).rows.map((row) => row.version))
      .catch(() => null);
    const applied = await Promise.race([read, timeout]).finally(() => clearTimeout(timer));
    if (applied === null) return { engine, reachable: false, migrationsApplied: null, migrationsPending: null };
    const recorded = new Set(applied);
    const pending = (await this.carried).filter((version) => !recorded.has(version)).length;
    return { engine, reachable: true, migrationsApplied: applied.length, migrationsPending: pending };
  }
}

import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './database';

/** The folder of versioned migrations: `NNNN_name.sql`, statements split by `--> statement-breakpoint`. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The name of a migration file: four digits, an underscore, a name. */
export const MIGRATION_FILE = /^\d{4}_[\w-]+\.sql$/;

/** Any fixed number: the advisory lock that keeps two servers starting at once from migrating twice. */
const MIGRATION_LOCK_KEY = 4_205_011;

/**
 * Applies, in version order, every migration not yet recorded in `schema_migrations`, each in the same
 * transaction as its record. Safe to run from several processes at once. Returns the versions applied now.
 */
export async function migrate(db: Database, folder: string = MIGRATIONS_DIR): Promise<readonly string[]> {
  const files = (await readdir(folder)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    // Under the lock: two servers creating it at once would collide in PostgreSQL's catalog.
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at bigint NOT NULL)`);
    const done = (await tx.execute(sql`SELECT version FROM schema_migrations`)) as unknown as { rows: { version: string }[] };
    const applied = new Set(done.rows.map((row) => row.version));
    const now: string[] = [];
    for (const file of files) {
      const version = file.slice(0, 4);
      if (applied.has(version)) continue;
      const text = await readFile(`${folder}/${file}`, 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.replace(/--.*$/gm, '').trim() !== '') await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (version, applied_at) VALUES (${version}, ${Date.now()})`);
      now.push(version);
    }
    return now;
  });
}

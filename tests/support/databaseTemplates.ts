import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The databases a test run copies instead of creating: a PGlite folder with every migration applied, and a
 * PostgreSQL cluster (one for the run) holding a migrated template database. Creating a PGlite database runs initdb
 * in WebAssembly (seconds); a copy of a migrated folder opens in about one. Made by the core project's global setup
 * (`databaseTemplates.setup.ts`), handed to the test files through `inject`.
 */
export interface DatabaseTemplates {
  /** The `DATA_DIR` of a migrated PGlite database (its files in `<folder>/pglite`), never opened by a test. */
  readonly pgliteDataDir: string;
  /** The run's PostgreSQL cluster, as its `postgres` database. */
  readonly postgresUrl: string;
  /** The migrated database new ones are created from. */
  readonly postgresTemplate: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** A `DATA_DIR` of its own holding a copy of the migrated PGlite database; remove it with `rm` when done. */
export async function pgliteDataDirCopy(templates: DatabaseTemplates): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'workbench-test-pglite-'));
  await cp(templates.pgliteDataDir, folder, { recursive: true });
  return folder;
}

/** The URL of `database` on the cluster of `url`. */
export const databaseUrl = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

let created = 0;

/** A new database of the run's cluster, created from the migrated template: its URL. */
export async function postgresDatabaseCopy(templates: DatabaseTemplates): Promise<string> {
  created += 1;
  const name = `test_${process.pid}_${created}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: templates.postgresUrl });
  await admin.connect();
  try {
    // Two files creating from the template at the same moment may find it busy for an instant: try again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templates.postgresTemplate}"`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  return databaseUrl(templates.postgresUrl, name);
}

/** Removes a folder made by `pgliteDataDirCopy`. */
export const removeCopy = (folder: string): Promise<void> => rm(folder, { recursive: true, force: true });

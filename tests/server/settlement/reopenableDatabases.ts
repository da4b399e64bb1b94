import { afterAll, beforeAll, inject } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { openDatabase } from '../../../src/adapters/database/openDatabase';
import { emptyTables } from '../../support/databases';
import { pgliteDataDirCopy, postgresDatabaseCopy, removeCopy } from '../../support/databaseTemplates';

/** An engine whose database outlives a connection: closed and opened again, it holds what was written (a restart). */
export interface ReopenableDatabase {
  readonly name: 'PGlite' | 'PostgreSQL';
  /** Opens a new connection to the same database. */
  open(): Promise<DatabaseConnection>;
}

/**
 * PGlite in a folder of its own and a PostgreSQL database of its own (copies of the run's migrated ones); each test
 * starts from empty tables.
 */
export function reopenableDatabases(): readonly ReopenableDatabase[] {
  let folder: string | null = null;
  let url: string | null = null;
  afterAll(async () => {
    if (folder !== null) await removeCopy(folder);
  });
  return [
    {
      name: 'PGlite',
      async open() {
        folder ??= await pgliteDataDirCopy(inject('databaseTemplates'));
        return openDatabase({ kind: 'pglite', dataDir: folder });
      },
    },
    {
      name: 'PostgreSQL',
      async open() {
        url ??= await postgresDatabaseCopy(inject('databaseTemplates'));
        return openDatabase({ kind: 'postgres', url });
      },
    },
  ];
}

/** Opens `database` once before the suite (creating it and applying the migrations take the longest). */
export function prepare(database: ReopenableDatabase): void {
  beforeAll(async () => {
    await (await database.open()).close();
  }, 240_000);
}

/** Opens `database` with its tables emptied. */
export async function openEmpty(database: ReopenableDatabase): Promise<DatabaseConnection> {
  const connection = await database.open();
  await emptyTables(connection);
  return connection;
}

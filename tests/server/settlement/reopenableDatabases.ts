import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { openDatabase } from '../../../src/adapters/database/openDatabase';
import { startThrowawayCluster, type ThrowawayCluster } from '../../../scripts/postgresCluster.mjs';
import { emptyTables } from '../../support/databases';

/** An engine whose database outlives a connection: closed and opened again, it holds what was written (a restart). */
export interface ReopenableDatabase {
  readonly name: 'PGlite' | 'PostgreSQL';
  /** Opens a new connection to the same database. */
  open(): Promise<DatabaseConnection>;
}

/** PGlite in a folder of its own and a throwaway PostgreSQL cluster; each test starts from empty tables. */
export function reopenableDatabases(): readonly ReopenableDatabase[] {
  let folder: string | null = null;
  let cluster: ThrowawayCluster | null = null;
  afterAll(async () => {
    cluster?.stop();
    if (folder !== null) await rm(folder, { recursive: true, force: true });
  });
  return [
    {
      name: 'PGlite',
      async open() {
        folder ??= await mkdtemp(join(tmpdir(), 'settlement-'));
        return openDatabase({ kind: 'pglite', dataDir: folder });
      },
    },
    {
      name: 'PostgreSQL',
      async open() {
        cluster ??= await startThrowawayCluster();
        return openDatabase({ kind: 'postgres', url: cluster.url });
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

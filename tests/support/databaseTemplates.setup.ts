import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/adapters/database/openDatabase';
import { startThrowawayCluster } from '../../scripts/postgresCluster.mjs';
import { databaseUrl, type DatabaseTemplates } from './databaseTemplates';

const TEMPLATE = 'workbench_template';

/**
 * The core project's global setup: migrates a PGlite folder and a PostgreSQL template database once for the whole
 * run (see `databaseTemplates.ts`), and removes both after it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'workbench-test-templates-'));
  const pgliteDataDir = join(folder, 'data');
  await (await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir })).close();
  // Every file of the run shares the cluster (each with databases of its own, and servers with pools of 20).
  const cluster = await startThrowawayCluster({ maxConnections: 1_000 });
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  await (await openDatabase({ kind: 'postgres', url: databaseUrl(cluster.url, TEMPLATE) })).close();
  const templates: DatabaseTemplates = { pgliteDataDir, postgresUrl: cluster.url, postgresTemplate: TEMPLATE };
  project.provide('databaseTemplates', templates);
  return async () => {
    cluster.stop();
    await rm(folder, { recursive: true, force: true });
  };
}

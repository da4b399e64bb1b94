import { mkdtempSync, readdirSync, copyFileSync, writeFileSync, rmSync } from 'node:fs';
import { MemoryChangeSignals } from '../../src/adapters/memory/memoryChangeSignals.adapter';
import { SoleJobLeadership } from '../../src/adapters/memory/soleJobLeadership.adapter';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/adapters/database/database';
import { MIGRATIONS_DIR } from '../../src/adapters/database/migrate';
import { SqlDatabaseProbe } from '../../src/adapters/database/sqlDatabaseProbe';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { hubOn } from '../../src/composition/server/openHub';
import { APP_VERSION } from '../../src/composition/server/serverStatusDeskFor';
import { startFakeGitHub } from '../support/fakeGitHub';
import { deliver, gatewayApp, ISSUES_PATH } from './gatewayFixture';
import { hubDatabasePerTest } from './hubFixture';
import { serverFor } from './serverFixture';

const NOW = Date.UTC(2026, 10, 26, 9);
const cipher = AesTokenCipher.fromSecret('x'.repeat(32));
const connection = hubDatabasePerTest();
const read = async (response: Response) => ({ status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), body: await response.json() });
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A database no one answers on (a closed loopback port); the pool gives up quickly. */
function unreachableDatabase() {
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none', connectionTimeoutMillis: 300 });
  pool.on('error', () => undefined);
  return { db: drizzle(pool) as unknown as Database, engine: 'postgres' as const, signals: new MemoryChangeSignals(), leadership: new SoleJobLeadership(), close: () => pool.end() };
}

describe('health and readiness', () => {
  it('answers alive without a database, and not ready (503 problem) with none', async () => {
    const app = serverFor({});
    expect([await read(await app.request('/api/health')), await read(await app.request('/api/ready'))]).toEqual([
      { status: 200, type: 'application/json', cache: 'no-store', body: { status: 'alive' } },
      {
        status: 503,
        type: 'application/problem+json',
        cache: 'no-store',
        body: expect.objectContaining({ code: 'not-ready', status: 503, database: { engine: 'none', reachable: false, migrationsApplied: null, migrationsPending: null } }),
      },
    ]);
  });

  it('is ready on a migrated database', async () => {
    const app = serverFor({}, { hub: hubOn(connection(), null, cipher), now: () => NOW });
    const migrations = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).length;
    expect(await read(await app.request('/api/ready'))).toEqual({
      status: 200,
      type: 'application/json',
      cache: 'no-store',
      body: { status: 'ready', database: { engine: 'pglite', reachable: true, migrationsApplied: migrations, migrationsPending: 0 } },
    });
  });

  it('is not ready (503) when the database does not answer, and still alive', async () => {
    const unreachable = unreachableDatabase();
    const app = serverFor({}, { hub: hubOn(unreachable, null, cipher) });
    const [ready, health] = [await app.request('/api/ready'), await app.request('/api/health')];
    await unreachable.close();
    expect([ready.status, ((await ready.json()) as { database: unknown }).database, health.status]).toEqual([
      503,
      { engine: 'postgres', reachable: false, migrationsApplied: null, migrationsPending: null },
      200,
    ]);
  });

  it('counts a migration the database lacks as pending (not ready)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'workbench-migrations-'));
    folders.push(folder);
    for (const name of readdirSync(MIGRATIONS_DIR)) copyFileSync(join(MIGRATIONS_DIR, name), join(folder, name));
    writeFileSync(join(folder, '9999_future.sql'), 'SELECT 1;');
    expect(await new SqlDatabaseProbe(connection(), folder).check()).toEqual(expect.objectContaining({ reachable: true, migrationsPending: 1 }));
  });
});

describe('GET /api/status', () => {
  it('on the embedded default: the database, the sample repository, the sandbox wallet and the version', async () => {
    const app = serverFor({}, { hub: hubOn(connection(), null, cipher), now: () => NOW });
    const { body } = await read(await app.request('/api/status'));
    expect(body).toEqual({
      version: APP_VERSION,
      ready: true,
      database: expect.objectContaining({ engine: 'pglite', reachable: true, migrationsPending: 0 }),
      github: { mode: 'sample', quotaRemaining: null, rateLimitedUntil: null, lastWebhookAt: null },
      wallet: { mode: 'sandbox', configured: true, reachable: true },
      checkedAt: NOW,
    });
  });

  it('live: HandCash unreachable or not configured, and the gateway\'s quota and last webhook', async () => {
    const fake = await startFakeGitHub();
    try {
      const { app } = gatewayApp(fake, { now: () => NOW }, { HANDCASH_APP_ID: 'app', HANDCASH_CONNECT_URL: 'http://127.0.0.1:9' });
      const before = (await read(await app.request('/api/status'))).body;
      await app.request(ISSUES_PATH);
      await deliver(app, 'issues', '{"action":"edited"}');
      const after = (await read(await app.request('/api/status'))).body;
      const unconfigured = (await read(await serverFor({ GITHUB_REPO: 'o/r' }).request('/api/status'))).body;
      expect([before.github, before.wallet, after.github, unconfigured.github, unconfigured.wallet, after.ready]).toEqual([
        { mode: 'gateway', quotaRemaining: null, rateLimitedUntil: null, lastWebhookAt: null },
        { mode: 'handcash', configured: true, reachable: false },
        { mode: 'gateway', quotaRemaining: 4999, rateLimitedUntil: null, lastWebhookAt: NOW },
        { mode: 'browser', quotaRemaining: null, rateLimitedUntil: null, lastWebhookAt: null },
        { mode: 'handcash', configured: false, reachable: null },
        false,
      ]);
    } finally {
      await fake.close();
    }
  });
});

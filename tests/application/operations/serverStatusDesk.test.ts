import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { ServerStatusDesk } from '../../../src/application/operations/serverStatusDesk';
import { ServerStatusStore } from '../../../src/application/operations/serverStatusStore';
import { MemoryServerStatus } from '../../../src/adapters/memory/memoryServerStatus.adapter';
import type { DatabaseStatus, GitHubStatus, WalletStatus } from '../../../src/domain/operations/serverStatus';
import { SAMPLE_SERVER_STATUS } from '../../support/testContainer';

const NOW = Date.UTC(2026, 10, 26, 9);
const github: GitHubStatus = { mode: 'gateway', quotaRemaining: 12, rateLimitedUntil: null, lastWebhookAt: NOW - 1_000 };
const wallet: WalletStatus = { mode: 'handcash', configured: true, reachable: true };
const deskOn = (database: DatabaseStatus | null) =>
  new ServerStatusDesk(database === null ? null : { check: async () => database }, { current: () => github }, { check: async () => wallet }, '1.2.3', () => NOW);

describe('the server status desk', () => {
  it('is ready only when the database answers and no migration is pending', async () => {
    const readiness = await Promise.all(
      [
        { engine: 'postgres', reachable: true, migrationsApplied: 4, migrationsPending: 0 },
        { engine: 'postgres', reachable: true, migrationsApplied: 3, migrationsPending: 1 },
        { engine: 'postgres', reachable: false, migrationsApplied: null, migrationsPending: null },
        null,
      ].map(async (database) => (await deskOn(database as DatabaseStatus | null).readiness()).ready),
    );
    expect(readiness).toEqual([true, false, false, false]);
  });

  it('reads everything at once with the version and the time', async () => {
    const database: DatabaseStatus = { engine: 'pglite', reachable: true, migrationsApplied: 4, migrationsPending: 0 };
    expect(await deskOn(database).status()).toEqual({ version: '1.2.3', ready: true, database, github, wallet, checkedAt: NOW });
  });
});

describe('the server status store', () => {
  it('keeps the last reading when a later read fails, and says why', async () => {
    const reader = new MemoryServerStatus(SAMPLE_SERVER_STATUS);
    const store = new ServerStatusStore(reader);
    store.refresh();
    const first = store.state;
    reader.failure = 'malformed';
    store.refresh();
    expect([first, await firstValueFrom(store.state$)]).toEqual([
      { status: SAMPLE_SERVER_STATUS, loading: false, failure: null },
      { status: SAMPLE_SERVER_STATUS, loading: false, failure: 'malformed' },
    ]);
    store.dispose();
  });
});

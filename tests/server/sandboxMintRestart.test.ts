import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNTS, sandboxToken } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { startServer, type ServerProcess } from '../support/serverProcess';

/** The port of the server this test starts by hand (E2E_PORT 4600 + 60, per the team's brief). */
const PORT = 4660;
const started: ServerProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'workbench-mint-restart-'));
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop('SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (server: ServerProcess, method: string, path: string, body?: unknown, cookie?: string) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { Origin: server.url, 'Content-Type': 'application/json', ...(cookie === undefined ? {} : { Cookie: cookie }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const mint = {
  name: 'Kept Parser',
  description: 'Survives a restart',
  codeType: 'app',
  language: 'Go',
  files: [{ name: 'main.go', size: 3, sha256: 'ef'.repeat(32) }],
  supply: '10',
  price: '0.5',
  revenueSharePercent: 60,
};

describe('a sandbox mint on the embedded default', { timeout: 240_000 }, () => {
  it('is still in the person’s items after the server is killed (SIGKILL) and started again', async () => {
    const first = await startServer(PORT, { DATA_DIR: dataDir });
    started.push(first);
    const signIn = await call(first, 'POST', '/api/session', { authToken: sandboxToken(SANDBOX_ACCOUNTS[1]!) });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const minted = (await (await call(first, 'POST', '/api/portfolio/items', mint, cookie)).json()) as { item: { itemId: string } };
    await first.stop('SIGKILL');
    const again = await startServer(PORT, { DATA_DIR: dataDir });
    started.push(again);
    const listed = (await (await call(again, 'GET', '/api/portfolio/items', undefined, cookie)).json()) as { items: { id: string; name: string }[] };
    const page = await fetch(`${again.url}/sandbox-wallet/items/${minted.item.itemId}`);
    expect([listed.items.map((item) => [item.id, item.name]), page.status]).toEqual([[[minted.item.itemId, 'Kept Parser']], 200]);
  });
});

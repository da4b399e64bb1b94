import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/serverProcess';

/** Beside dataFolder.test.ts's ports. */
const PORT = 4593;
const folders: string[] = [];
const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop('SIGKILL')));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the bundled server (npm run build, npm start)', { timeout: 120_000 }, () => {
  it('runs with plain Node: migrations found beside the bundle, the sample repository inlined, the sandbox wallet served, JSON logs and metrics', async () => {
    // In the checkout, as dist-server/ is: the bundle imports its packages from node_modules (git-ignored name).
    const out = mkdtempSync(join(process.cwd(), 'dist-server-test-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'workbench-bundle-data-'));
    folders.push(out, dataDir);
    execFileSync(process.execPath, ['scripts/buildServer.mjs', out], { stdio: 'pipe' });
    const server = await startServer(PORT, { DATA_DIR: dataDir, METRICS_TOKEN: 'bundle-metrics-token' }, [join(out, 'server.mjs')]);
    started.push(server);
    const ready = await fetch(`${server.url}/api/ready`);
    const issues = await fetch(`${server.url}/sample-github/repos/bitcoin-apps-suite/bitcoin-code/issues?state=all&per_page=100`);
    const wallet = await fetch(`${server.url}/sandbox-wallet/authorize?appId=sandbox`);
    const metrics = await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer bundle-metrics-token' } });
    // pino and prom-client bundled: synchronous JSON lines on stdout (no worker transport), the metrics text.
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; path?: string; status?: number });
    expect([
      ready.status,
      ((await ready.json()) as { database: { migrationsPending: number } }).database.migrationsPending,
      issues.status,
      ((await issues.json()) as unknown[]).length > 0,
      wallet.status,
      wallet.headers.get('content-type'),
      metrics.status,
      (await metrics.text()).includes('http_request_duration_seconds_count{method="GET",route="/api/ready",status="200"}'),
      logged.some((line) => line.msg === 'request' && line.path === '/api/ready' && line.status === 200),
    ]).toEqual([200, 0, 200, true, 200, 'text/html; charset=UTF-8', 200, true, true]);
  });
});

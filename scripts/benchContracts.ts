/**
 * `npm run bench:contracts`: the server's contracts (issue 27). Prints numbers; asserts nothing. Run it alone on a
 * quiet machine, loopback only:
 * - re-deriving 10,000 issues + 10,000 pull requests after one changed issue (goal ≤ 5 ms), cold derivation beside it;
 * - `GET /api/contracts` at 50 connections: 200 plain, gzip and brotli, and 304 (a matching `If-None-Match`) (goal
 *   ≥ 2,000 req/s, p99 < 50 ms), through `bench/httpLoad.ts` in a worker thread, with the serving thread's CPU;
 * - one signed webhook delivery → the change on an open page's event stream and its next read (goal < 1 s), through
 *   the GitHub gateway against a fake GitHub on loopback.
 */
import { createHmac } from 'node:crypto';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { MemoryContractRecords } from '../src/adapters/memory/memoryContractRecords.adapter';
import { ServerContracts } from '../src/application/contracts/serverContracts';
import { EMBEDDED_SAMPLE_REPOSITORY } from '../src/adapters/sample/sampleRepository';
import { resolveServerSettings } from '../src/adapters/config/serverSettings';
import { createServerApp } from '../src/composition/server/createServerApp';
import { contractsDataset } from './bench/contractsDataset';
import { loadInWorker } from './bench/httpLoad';
import { pino } from 'pino';
import { jsonLogger } from '../src/adapters/node/jsonLogger';
import { ServerMetrics } from '../src/adapters/server/serverMetrics';
import { fakePull, startFakeGitHub } from '../tests/support/fakeGitHub';

const COUNT = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** `BENCH_ONLY=listing` runs the listing part alone. */
const ONLY = process.env.BENCH_ONLY ?? null;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const noClaims = { openClaims: async () => [] };

async function derivation(): Promise<void> {
  const { issues, pulls } = contractsDataset(COUNT);
  const records = new MemoryContractRecords(issues, pulls);
  const contracts = new ServerContracts(records, noClaims, () => 0);
  let started = performance.now();
  await contracts.current();
  const cold = performance.now() - started;
  const rounds: number[] = [];
  for (let round = 0; round < 30; round += 1) {
    const changed = [...issues];
    const at = round % issues.length;
    changed[at] = { ...issues[at]!, title: `Changed ${round}`, updatedAt: `2026-12-01T00:00:${String(round).padStart(2, '0')}Z` };
    records.set(changed, pulls);
    started = performance.now();
    await contracts.current();
    rounds.push(performance.now() - started);
  }
  console.log(`derive ${COUNT} issues + ${COUNT} pull requests: cold ${cold.toFixed(1)} ms; after one changed issue median ${median(rounds).toFixed(2)} ms, max ${Math.max(...rounds).toFixed(2)} ms`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const perSecond = (requests: number, cpuSeconds: number) => (requests / Math.max(cpuSeconds, 1e-9)).toFixed(0).padStart(6);

/**
 * `GET /api/contracts` at 50 connections, each content coding, then 304. The load runs in a worker thread: the server's
 * own thread CPU is printed beside the rate (requests per CPU-second of the serving thread), a figure the other work on
 * a shared machine disturbs less than the rate; and per CPU-second of server and load generator together, which says
 * what two idle cores could serve (requests per CPU-second × 2, less the kernel's share outside both threads).
 */
async function listing(): Promise<void> {
  const { issues, pulls } = contractsDataset(COUNT);
  const settings = resolveServerSettings({});
  if (!settings.ok) throw new Error(settings.error.message);
  // `BENCH_OBSERVED=1`: as in production, one JSON log line a request (to /dev/null, synchronously) and the metrics.
  const observed = process.env.BENCH_OBSERVED === '1' ? { logger: jsonLogger('info', pino.destination({ dest: '/dev/null', sync: true })), metrics: new ServerMetrics() } : {};
  const app = createServerApp({ settings: settings.value, distDir: '.', sample: EMBEDDED_SAMPLE_REPOSITORY, contractRecords: new MemoryContractRecords(issues, pulls), ...observed });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contracts`;
  try {
    if ('logger' in observed) console.log('with the request log and metrics (BENCH_OBSERVED=1)');
    const started = performance.now();
    // Asking for brotli alone waits for its copy: the runs below find every copy made.
    const first = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    await first.arrayBuffer();
    console.log(`first answer (derive, serialise, gzip then brotli, once per version): ${(performance.now() - started).toFixed(0)} ms`);
    const etag = first.headers.get('etag') ?? '';
    for (const [name, headers] of [
      ['200 identity', { 'accept-encoding': 'identity' }],
      ['200 gzip', { 'accept-encoding': 'gzip' }],
      ['200 br', { 'accept-encoding': 'gzip, deflate, br' }],
      ['304 If-None-Match', { 'if-none-match': etag, 'accept-encoding': 'gzip, deflate, br' }],
    ] as const) {
      const cpu = process.threadCpuUsage();
      const result = await loadInWorker({ url, connections: 50, durationMs: DURATION_S * 1000, headers });
      const used = process.threadCpuUsage(cpu);
      const cpuSeconds = (used.user + used.system) / 1e6;
      const answers = Object.entries(result.statuses).map(([status, count]) => `${count} × ${status}`).join(', ');
      console.log(
        `GET /api/contracts ${name.padEnd(18)} ${(result.requests / result.seconds).toFixed(0).padStart(6)} req/s  p50 ${result.p50Ms.toFixed(1)} ms  p99 ${result.p99Ms.toFixed(1)} ms` +
          `  ${kb(result.bodyBytes / Math.max(1, result.requests)).padStart(7)} a body  per CPU-second: server thread ${perSecond(result.requests, cpuSeconds)} req,` +
          ` server and client ${perSecond(result.requests, cpuSeconds + result.cpuSeconds)} req  (${answers}; ${result.errors} errors)`,
      );
    }
  } finally {
    await new Promise((done) => server.close(() => done(undefined)));
  }
}

async function webhookToPage(): Promise<void> {
  const fake = await startFakeGitHub({ issues: 100, pulls: [fakePull(500, 1)] });
  const settings = resolveServerSettings({ GITHUB_REPO: 'o/r', GITHUB_TOKEN: 'bench', GITHUB_API_URL: fake.url, GITHUB_WEBHOOK_SECRET: 'bench-secret', HANDCASH_APP_ID: 'bench' });
  if (!settings.ok) throw new Error(settings.error.message);
  const app = createServerApp({ settings: settings.value, distDir: '.', sample: EMBEDDED_SAMPLE_REPOSITORY, githubGateway: { log: () => undefined } });
  const rounds: number[] = [];
  try {
    await app.request('/api/contracts');
    for (let round = 0; round < 5; round += 1) {
      const events = await app.request('/api/contracts/events');
      const reader = (events.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      fake.pulls = [fakePull(500, 1, round % 2 === 0 ? 'closed' : 'open')];
      const body = JSON.stringify({ action: 'closed', pull_request: { number: 500 } });
      const started = performance.now();
      await app.request('/api/github/webhook', {
        method: 'POST',
        headers: { 'X-GitHub-Event': 'pull_request', 'X-Hub-Signature-256': `sha256=${createHmac('sha256', 'bench-secret').update(body).digest('hex')}`, 'Content-Type': 'application/json' },
        body,
      });
      await reader.read();
      await (await app.request('/api/contracts')).arrayBuffer();
      rounds.push(performance.now() - started);
      await reader.cancel();
      // The gateway refreshes one URL at most once a second.
      await new Promise((done) => setTimeout(done, 1_100));
    }
  } finally {
    await fake.close();
  }
  console.log(`webhook delivery → change event and the page's next read: median ${median(rounds).toFixed(0)} ms, max ${Math.max(...rounds).toFixed(0)} ms (5 deliveries)`);
}

console.log(`load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')} on ${os.availableParallelism()} cores`);
if (ONLY === null || ONLY === 'derivation') await derivation();
if (ONLY === null || ONLY === 'listing') await listing();
if (ONLY === null || ONLY === 'webhook') await webhookToPage();
process.exit(0);

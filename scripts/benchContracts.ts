/**
 * `npm run bench:contracts`: the server's contracts (issue 27). Prints numbers; asserts nothing. Run it alone on a
 * quiet machine, loopback only:
 * - re-deriving 10,000 issues + 10,000 pull requests after one changed issue (goal ≤ 5 ms), cold derivation beside it;
 * - `GET /api/contracts` at 50 connections, 200 and 304 (a matching `If-None-Match`) (goal ≥ 2,000 req/s, p99 < 50 ms);
 * - one signed webhook delivery → the change on an open page's event stream and its next read (goal < 1 s), through
 *   the GitHub gateway against a fake GitHub on loopback.
 */
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { MemoryContractRecords } from '../src/adapters/memory/memoryContractRecords.adapter';
import { ServerContracts } from '../src/application/contracts/serverContracts';
import { EMBEDDED_SAMPLE_REPOSITORY } from '../src/adapters/sample/sampleRepository';
import { resolveServerSettings } from '../src/adapters/config/serverSettings';
import { createServerApp } from '../src/composition/server/createServerApp';
import { contractsDataset } from './bench/contractsDataset';
import { fakePull, startFakeGitHub } from '../tests/support/fakeGitHub';

const COUNT = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
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

async function listing(): Promise<void> {
  const { issues, pulls } = contractsDataset(COUNT);
  const settings = resolveServerSettings({});
  if (!settings.ok) throw new Error(settings.error.message);
  const app = createServerApp({ settings: settings.value, distDir: '.', sample: EMBEDDED_SAMPLE_REPOSITORY, contractRecords: new MemoryContractRecords(issues, pulls) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contracts`;
  try {
    const first = await fetch(url);
    const etag = first.headers.get('etag') ?? '';
    const bytes = (await first.arrayBuffer()).byteLength;
    for (const [name, headers] of [
      ['200', { 'accept-encoding': 'identity' }],
      ['200 gzip', { 'accept-encoding': 'gzip, br' }],
      ['304 (If-None-Match)', { 'if-none-match': etag }],
    ] as const) {
      const result = await autocannon({ url, connections: 50, duration: DURATION_S, headers });
      console.log(
        `GET /api/contracts ${name.padEnd(20)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx - (name === '200' ? 0 : result.non2xx)}  (${(bytes / 1024 / 1024).toFixed(1)} MB a 200)`,
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

await derivation();
await listing();
await webhookToPage();
process.exit(0);

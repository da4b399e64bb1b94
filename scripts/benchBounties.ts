/**
 * `npm run bench:bounties`: the bounty board over many connected repositories (issue 36). Prints numbers; asserts
 * nothing. Run it alone on a quiet machine, loopback only:
 * - 100 connected repositories (`BENCH_REPOSITORIES`) of 1,000 issues each (`BENCH_ISSUES`), read through the one
 *   GitHub gateway (its cache, pacing and ETags) from a fake GitHub on loopback, plus the operator's;
 * - `GET /api/bounties` (the first page, then a filtered one) at 50 connections for `BENCH_SECONDS` (goal ≥ 2,000
 *   req/s, p99 < 50 ms), through `bench/httpLoad.ts` in a worker thread;
 * - the calls the fake GitHub received: to warm the board, and during the load (goal: O(repositories) per pacing
 *   interval, `GATEWAY_REVALIDATE_MS`, never one per visit).
 * The route is served alone (`bountiesRoutes` over a `BountyBoard`), so the figure is the board's and the page's
 * query, not the other middleware's (`bench:contracts` measures those on `/api/contracts`).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { GatewayContractRecords } from '../src/adapters/github/gatewayContractRecords.adapter';
import { GATEWAY_REVALIDATE_MS, GitHubGateway } from '../src/adapters/github/githubGateway';
import { MemoryGitHubAnswerCache } from '../src/adapters/github/githubAnswerCache';
import { REPOSITORY_PATHS } from '../src/adapters/http/apiPaths';
import { bountiesRoutes } from '../src/adapters/server/bounties.routes';
import { ServerContracts } from '../src/application/contracts/serverContracts';
import { BountyBoard } from '../src/application/repositories/bountyBoard';
import type { ConnectedRepository } from '../src/domain/repositories/connectedRepository';
import { startFakeGitHub } from '../tests/support/fakeGitHub';
import { loadInWorker } from './bench/httpLoad';

const REPOSITORIES = Number(process.env.BENCH_REPOSITORIES ?? 100);
const ISSUES = Number(process.env.BENCH_ISSUES ?? 1_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const noClaims = { openClaims: async () => [] };

/** The connected repositories, as the store would list them. */
const connected: readonly ConnectedRepository[] = Array.from({ length: REPOSITORIES }, (_, index) => ({
  id: `bench${String(index).padStart(11, '0')}`,
  fullName: `bench/repository-${index}`,
  maintainers: ['octo'],
  connectedBy: 'octo',
  connectedAt: index,
}));

async function main(): Promise<void> {
  const fake = await startFakeGitHub({ issues: ISSUES });
  const now = () => Date.now();
  const maxPages = Math.ceil(ISSUES / 100) + 1;
  const gateway = new GitHubGateway({
    settings: { apiUrl: fake.url, repo: 'bench/operator', token: 'bench', webhookSecret: null, maxPages },
    cache: new MemoryGitHubAnswerCache(),
    now,
    log: () => undefined,
  });
  const contractsOf = (fullName?: string) => new ServerContracts(new GatewayContractRecords(gateway, now, false, fullName), noClaims, now);
  const board = new BountyBoard({ list: async () => connected }, { fullName: 'bench/operator', contracts: contractsOf() }, (fullName) => contractsOf(fullName), now);
  const app = new Hono();
  const { bounties, projects } = bountiesRoutes(board);
  app.route(REPOSITORY_PATHS.bounties, bounties);
  app.route(REPOSITORY_PATHS.projects, projects);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${REPOSITORY_PATHS.bounties}`;
  try {
    let started = performance.now();
    const first = await fetch(base);
    const page = (await first.json()) as { bounties: unknown[] };
    const warmCalls = fake.requests.length;
    console.log(
      `${REPOSITORIES} repositories × ${ISSUES} issues (+ the operator's): first page of ${page.bounties.length} in ${(performance.now() - started).toFixed(0)} ms, ` +
        `${warmCalls} GitHub calls to read them all (${(warmCalls / (REPOSITORIES + 1)).toFixed(1)} a repository)`,
    );
    for (const [name, query] of [
      ['first page', ''],
      ['repository + sort=reward', `?repository=bench/repository-42&sort=reward`],
      ['label filter, page 50', `?label=typescript&limit=50`],
    ] as const) {
      const before = fake.requests.length;
      started = performance.now();
      const result = await loadInWorker({ url: `${base}${query}`, connections: 50, durationMs: DURATION_S * 1000, headers: { 'accept-encoding': 'identity' } });
      const seconds = (performance.now() - started) / 1000;
      const calls = fake.requests.length - before;
      const answers = Object.entries(result.statuses).map(([status, count]) => `${count} × ${status}`).join(', ');
      console.log(
        `GET /api/bounties ${name.padEnd(26)} ${(result.requests / result.seconds).toFixed(0).padStart(6)} req/s  p50 ${result.p50Ms.toFixed(1)} ms  p99 ${result.p99Ms.toFixed(1)} ms` +
          `  (${answers}; ${result.errors} errors)  GitHub calls meanwhile: ${calls} for ${result.requests} visits over ${seconds.toFixed(1)} s` +
          ` (pacing interval ${GATEWAY_REVALIDATE_MS / 1000} s: at most one revalidation of each list a repository per interval)`,
      );
    }
  } finally {
    await new Promise((done) => server.close(() => done(undefined)));
    await fake.close();
  }
}

await main();

/**
 * The hub's API under load, on PGlite and on PostgreSQL, at 50 concurrent connections with autocannon, against a
 * server seeded with 10,000 open and 10,000 completed contracts (`scripts/bench/hubBenchServer.ts`):
 * `GET /api/config` (the baseline, no database), claim reads, and every write route: claims (each a new
 * contract), offers (10,000 of them), commissions, briefs, payments (each a new completed contract, the sandbox
 * wallet answering at once) and mint (the sandbox wallet); then the offers list at 10,000 rows, its first page
 * (200) and with a matching `If-None-Match` (304). A row counts only the answers it expects (201, or 200/304 for
 * reads) in its requests per second; other answers are printed apart as refusals. `BENCH_ONLY` (a comma-separated list of
 * `ROWS`) runs only those rows. Each run is bounded by 10 s or
 * by the contracts it has, and starts once the requests the last one left queued are answered. Prints; asserts nothing. Run with `npm run bench:hub`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startThrowawayCluster } from './postgresCluster.mjs';
import { startServer } from '../tests/support/serverProcess.ts';
import { sandboxToken, SANDBOX_ACCOUNTS } from '../src/adapters/sandboxWallet/sandboxAccounts.ts';
import { SAMPLE_COMMISSION, SAMPLE_OFFER } from '../tests/support/hubSubmissionsSamples.ts';
import { GITHUB_IDENTITY_CALLBACK_PATH, GITHUB_IDENTITY_PATH } from '../src/adapters/http/githubIdentityPaths.ts';
import { sandboxGitHubCode } from '../src/adapters/sandboxGitHub/sandboxGitHubOAuth.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4307);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Contracts the server is seeded with: each claim takes an open one, each payment a completed one. */
const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const OFFERS = 10_000;
/** `BENCH_ONLY=claims,payments` runs only those rows (names as in `ROWS`); unset: every row. */
const ONLY = process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === '' ? null : new Set(process.env.BENCH_ONLY.split(','));
const ROWS = ['config', 'claimReads', 'claims', 'offers', 'commissions', 'briefs', 'mint', 'payments', 'offersList'];
if (ONLY !== null) for (const name of ONLY) if (!ROWS.includes(name)) throw new Error(`BENCH_ONLY: no row ${name} (${ROWS.join(', ')})`);
const wanted = (name) => ONLY === null || ONLY.has(name);
const SERVER = [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []), '--import', 'tsx', 'scripts/bench/hubBenchServer.ts'];
const MAINTAINER = SANDBOX_ACCOUNTS[0];
const PAYEE = SANDBOX_ACCOUNTS[1].handle;
/** The GitHub login the maintainer's session links and claims as (a claim under any other login is refused). */
const GITHUB_LOGIN = 'sandbox-alice';
const MINT = {
  name: 'Bench item',
  description: 'Minted by the benchmark',
  codeType: 'library',
  language: 'TypeScript',
  files: [{ name: 'index.ts', size: 120, sha256: 'ab'.repeat(32) }],
  supply: '100',
  price: '0.0001',
  revenueSharePercent: 70,
};

async function signIn(url) {
  const response = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { Origin: url, 'Content-Type': 'application/json' },
    body: JSON.stringify({ authToken: sandboxToken(MAINTAINER) }),
  });
  return response.headers.get('set-cookie').split(';')[0];
}

/**
 * Links the sandbox GitHub login `sandbox-alice` to the session of `cookie`, as the sandbox's authorize page does (a
 * claim is made only as the linked login): starts the sign-in, then calls the callback with that login's code.
 */
async function linkGitHub(url, cookie) {
  const headers = { Origin: url, Cookie: cookie, 'Content-Type': 'application/json' };
  const started = await fetch(`${url}${GITHUB_IDENTITY_PATH}`, { method: 'POST', headers, body: JSON.stringify({ returnPath: '/contracts' }) });
  const state = new URL((await started.json()).authorizeUrl, url).searchParams.get('state');
  const query = new URLSearchParams({ code: sandboxGitHubCode(GITHUB_LOGIN), state }).toString();
  const back = await fetch(`${url}${GITHUB_IDENTITY_CALLBACK_PATH}?${query}`, { headers: { Cookie: cookie }, redirect: 'manual' });
  if (!(back.headers.get('location') ?? '').endsWith('/contracts')) throw new Error(`GitHub link refused: ${back.status} ${back.headers.get('location')}`);
}

/** Waits until the server answers a read within 50 ms: the requests a run left queued are done. */
async function drained(url) {
  for (let tries = 0; tries < 600; tries += 1) {
    const started = performance.now();
    await fetch(`${url}/api/config`);
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One run, once the last one's requests are done: at most `DURATION_S`, and `maxOverallRequests` when given. */
async function run(options) {
  await drained(new URL(options.url).origin);
  return new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** A row: the expected answers per second (`2xx`, or 2xx and 304 for a conditional read), p99, the rest apart. */
function row(name, result, { counting304 = false } = {}) {
  const seconds = Math.max(0.001, (new Date(result.finish) - new Date(result.start)) / 1000);
  const expected = result['2xx'] + (counting304 ? (result.statusCodeStats?.['304']?.count ?? 0) : 0);
  const refused = result.non2xx - (counting304 ? (result.statusCodeStats?.['304']?.count ?? 0) : 0);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2') && !(counting304 && status === '304'))
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
  return `${name.padEnd(26)} ${String(Math.round(expected / seconds)).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   ${String(expected).padStart(6)} done   refused ${refused}${statuses === '' ? '' : ` (${statuses})`}   errors ${result.errors + result.timeouts}`;
}

async function measure(engine, env) {
  // One account mints throughout: a daily mint limit it never reaches, so each mint still pays for its count.
  const server = await startServer(PORT, { ...env, WRITE_RATE_LIMIT: '0', MINT_DAILY_LIMIT: '1000000000', MAINTAINER_HANDLES: MAINTAINER.handle, BENCH_OPEN_CONTRACTS: String(CONTRACTS), BENCH_COMPLETED_CONTRACTS: String(CONTRACTS) }, SERVER);
  try {
    const cookie = await signIn(server.url);
    await linkGitHub(server.url, cookie);
    const headers = { Origin: server.url, Cookie: cookie, 'Content-Type': 'application/json' };
    /** POSTs `body(n)` to `path`, n counting from 1 across the run. */
    const post = (path, body, options = {}) => {
      let count = 0;
      return run({
        url: `${server.url}${path}`,
        ...options,
        requests: [{ method: 'POST', headers, setupRequest: (request) => ({ ...request, body: JSON.stringify(body((count += 1))) }) }],
      });
    };
    const config = wanted('config') ? await run({ url: `${server.url}/api/config` }) : null;
    const claimReads = wanted('claimReads') ? await run({ url: `${server.url}/api/claims` }) : null;
    const claims = wanted('claims')
      ? await post('/api/claims', (n) => ({ issueNumber: n, githubUsername: GITHUB_LOGIN, handcashHandle: 'bench' }), { maxOverallRequests: CONTRACTS })
      : null;
    let offers = null;
    if (wanted('offers') || wanted('offersList')) {
      offers = await post('/api/offers', () => SAMPLE_OFFER, { maxOverallRequests: OFFERS });
      // The list is measured at 10,000 rows: the offers the run did not reach are posted now, unmeasured.
      if (offers['2xx'] < OFFERS) await post('/api/offers', () => SAMPLE_OFFER, { amount: OFFERS - offers['2xx'] });
    }
    const commissions = wanted('commissions') ? await post('/api/commissions', () => SAMPLE_COMMISSION) : null;
    const briefs = wanted('briefs') ? await post('/api/briefs', (n) => ({ offerId: String(1 + (n % 100)), brief: `Bench brief ${n}` })) : null;
    const mints = wanted('mint') ? await post('/api/portfolio/items', () => MINT) : null;
    const payments = wanted('payments')
      ? await post(
          '/api/payments',
          (n) => ({ issueNumber: CONTRACTS + n, payee: PAYEE, amount: '0.00000001', note: 'bench', idempotencyKey: `bench-${String(n).padStart(16, '0')}`, overrideReason: 'bench' }),
          { maxOverallRequests: CONTRACTS },
        )
      : null;
    let offerList = null;
    let offerListUnchanged = null;
    let listed = 0;
    if (wanted('offersList')) {
      await drained(server.url);
      const first = await fetch(`${server.url}/api/offers`);
      const etag = first.headers.get('etag') ?? '';
      listed = (await first.json()).offers.length;
      offerList = await run({ url: `${server.url}/api/offers` });
      offerListUnchanged = await run({ url: `${server.url}/api/offers`, headers: { 'If-None-Match': etag } });
    }
    // On a shared machine the figures follow its load: print it beside them.
    console.log(`\n${engine} (${CONNECTIONS} connections, at most ${DURATION_S} s each; load average ${loadavg().map((value) => value.toFixed(1)).join(' ')})`);
    const print = (name, result, options) => {
      if (result !== null) console.log(row(name, result, options));
    };
    print('GET /api/config', config);
    print('claim reads', claimReads);
    print('claim writes (201)', claims);
    if (wanted('offers')) print('offer writes (201)', offers);
    print('commission writes (201)', commissions);
    print('brief writes (201)', briefs);
    print('mint (201)', mints);
    print('payments (201)', payments);
    print(`offers list (${OFFERS} rows, ${listed}/page)`, offerList);
    print('offers list 304', offerListUnchanged, { counting304: true });
  } finally {
    await server.stop();
  }
}

const only = process.env.BENCH_ENGINE;
if (only === undefined || only === 'pglite') {
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-bench-'));
  try {
    await measure('PGlite (embedded)', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (only === undefined || only === 'postgres') {
  const cluster = await startThrowawayCluster();
  try {
    await measure('PostgreSQL', { DATABASE_URL: cluster.url, SESSION_SECRET: 'b'.repeat(40), DATA_DIR: mkdtempSync(join(tmpdir(), 'workbench-bench-pg-')) });
  } finally {
    cluster.stop();
  }
}

/**
 * The hub's API under load, on PGlite and on PostgreSQL: `GET /api/config` (the baseline, no database),
 * claim reads (`GET /api/claims`), claim writes (`POST /api/claims`, each a new contract), offer and commission
 * writes (`POST /api/offers`, `POST /api/commissions`) and the offers list after them, at 50 concurrent
 * connections for 10 s each, with autocannon. Prints requests per second, p99 latency and errors (socket
 * errors plus non-2xx answers). Asserts nothing. Run with `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startThrowawayCluster } from './postgresCluster.mjs';
import { startServer } from '../tests/support/serverProcess.ts';
import { sandboxToken, SANDBOX_ACCOUNTS } from '../src/adapters/sandboxWallet/sandboxAccounts.ts';
import { SAMPLE_COMMISSION, SAMPLE_OFFER } from '../tests/support/hubSubmissionsSamples.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4307);
const CONNECTIONS = 50;
const DURATION_S = 10;

async function signIn(url) {
  const response = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { Origin: url, 'Content-Type': 'application/json' },
    body: JSON.stringify({ authToken: sandboxToken(SANDBOX_ACCOUNTS[0]) }),
  });
  return response.headers.get('set-cookie').split(';')[0];
}

function run(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

const row = (name, result) =>
  `${name.padEnd(22)} ${String(Math.round(result.requests.average)).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${result.errors + result.timeouts + result.non2xx}`;

async function measure(engine, env) {
  const server = await startServer(PORT, { ...env, WRITE_RATE_LIMIT: '0' });
  try {
    const cookie = await signIn(server.url);
    let issue = 0;
    const config = await run({ url: `${server.url}/api/config` });
    const reads = await run({ url: `${server.url}/api/claims` });
    const writes = await run({
      url: `${server.url}/api/claims`,
      requests: [
        {
          method: 'POST',
          headers: { Origin: server.url, Cookie: cookie, 'Content-Type': 'application/json' },
          setupRequest: (request) => {
            issue += 1;
            return { ...request, body: JSON.stringify({ issueNumber: issue, githubUsername: 'bench', handcashHandle: 'bench' }) };
          },
        },
      ],
    });
    const post = (path, body) =>
      run({
        url: `${server.url}${path}`,
        requests: [{ method: 'POST', headers: { Origin: server.url, Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }],
      });
    const offers = await post('/api/offers', SAMPLE_OFFER);
    const commissions = await post('/api/commissions', SAMPLE_COMMISSION);
    const offerList = await run({ url: `${server.url}/api/offers` });
    // On a shared machine the figures follow its load: print it beside them.
    console.log(`\n${engine} (${CONNECTIONS} connections, ${DURATION_S} s each; load average ${loadavg().map((value) => value.toFixed(1)).join(' ')})`);
    console.log(row('GET /api/config', config));
    console.log(row('claim reads', reads));
    console.log(row('claim writes', writes));
    console.log(row('offer writes', offers));
    console.log(row('commission writes', commissions));
    console.log(row('offers list', offerList));
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'workbench-bench-'));
try {
  await measure('PGlite (embedded)', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const cluster = await startThrowawayCluster();
try {
  await measure('PostgreSQL', { DATABASE_URL: cluster.url, SESSION_SECRET: 'b'.repeat(40), DATA_DIR: mkdtempSync(join(tmpdir(), 'workbench-bench-pg-')) });
} finally {
  cluster.stop();
}

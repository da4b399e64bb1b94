/**
 * `npm run soak` (not part of npm test): load and soak of the built server in a process of its own.
 * 1. 50 connections for 10 s on each endpoint: requests, p99 and errors (goal: 0 errors).
 * 2. A 60 s soak over every endpoint in turn; the server's heap and RSS after a full GC, before and after
 *    (goal: within 10% of before). Prints numbers; exits non-zero when a goal is missed. Build first.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { endpoints } from './server/loadTarget';

const LOAD_CONNECTIONS = 50;
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const MEMORY_GROWTH_LIMIT = 0.1;

const server = fork(fileURLToPath(new URL('./server/soakServer.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx', '--expose-gc'] });
const [{ url }] = (await once(server, 'message')) as [{ url: string }];
const memory = async (): Promise<{ heapUsed: number; rss: number }> => {
  server.send('memory');
  const [answer] = (await once(server, 'message')) as [{ heapUsed: number; rss: number }];
  return answer;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const failures: string[] = [];

try {
  console.log(`load: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s per endpoint, loopback`);
  for (const endpoint of endpoints()) {
    const headers = { 'accept-encoding': 'br, gzip', ...(endpoint.body ? { 'content-type': 'application/json' } : {}) };
    const result = await autocannon({ url: url + endpoint.path, method: endpoint.method ?? 'GET', body: endpoint.body, headers, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS });
    // The bad-token POST answers 400 by design; for it only transport errors and 5xx count.
    const errors = result.errors + result.timeouts + (endpoint.method === 'POST' ? result['5xx'] : result.non2xx);
    if (errors > 0) failures.push(`${endpoint.name}: ${errors} errors`);
    const detail = errors > 0 ? ` (${result.errors} failed, ${result.timeouts} timed out, ${result['5xx']} 5xx)` : '';
    console.log(`  ${endpoint.name.padEnd(42)} ${String(result.requests.total).padStart(8)} requests  ${result.requests.average.toFixed(0).padStart(6)} req/s  p99 ${result.latency.p99} ms  errors ${errors}${detail}`);
  }

  const before = await memory();
  const requests = endpoints().map((endpoint) => ({ path: endpoint.path, method: endpoint.method ?? 'GET', body: endpoint.body, headers: endpoint.body ? { 'content-type': 'application/json' } : {} }));
  const soak = await autocannon({ url, requests, connections: 10, duration: SOAK_SECONDS });
  const after = await memory();
  const growth = (after.heapUsed - before.heapUsed) / before.heapUsed;
  console.log(`soak: ${SOAK_SECONDS} s, ${soak.requests.total} requests, ${soak.errors + soak.timeouts} transport errors`);
  console.log(`  heap after GC: ${mb(before.heapUsed)} before, ${mb(after.heapUsed)} after (${(growth * 100).toFixed(1)}%); RSS ${mb(before.rss)} -> ${mb(after.rss)}`);
  if (growth > MEMORY_GROWTH_LIMIT) failures.push(`heap grew ${(growth * 100).toFixed(1)}% over the soak`);
  if (soak.errors + soak.timeouts > 0) failures.push(`soak: ${soak.errors + soak.timeouts} transport errors`);
} finally {
  server.disconnect();
}
if (failures.length > 0) {
  console.error(`\nMissed:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
  process.exitCode = 1;
}

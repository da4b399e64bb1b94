/**
 * `npm run bench:server`: requests per second and p99 latency of the built server's endpoints next to a bare Hono
 * handler in the same run (autocannon, loopback only, bounded duration). Prints numbers; asserts nothing.
 * Goal (issue 17): every endpoint at least 0.8x the floor. Each endpoint is measured right after its floor, so a
 * change in the machine's speed during the run weighs on both. Build first (`npm run build`).
 * First, the bundled server's start-up (`node dist-server/server.mjs`): time to the first 200 of `/api/ready` on an
 * existing data folder (goal: 2 s or less on an idle machine) and its resident memory when idle.
 */
import autocannon from 'autocannon';
import { endpoints, startApp, startBareHono, type Endpoint } from './server/loadTarget';
import { measureStartup } from './server/startupProbe';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const run = (url: string, endpoint: Endpoint, connections = CONNECTIONS, duration = DURATION_S) =>
  autocannon({
    url: url + endpoint.path,
    method: endpoint.method ?? 'GET',
    body: endpoint.body,
    headers: { 'accept-encoding': 'br, gzip', ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
    connections,
    duration,
  });

const startup = await measureStartup();
const median = [...startup.restartsMs].sort((a, b) => a - b)[Math.floor(startup.restartsMs.length / 2)] ?? Number.NaN;
console.log(
  `start-up (node dist-server/server.mjs, to the first 200 of /api/ready): first start ${startup.firstStartMs.toFixed(0)} ms (creates the data folder); ` +
    `on the existing folder ${startup.restartsMs.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${median.toFixed(0)} ms, goal <= 2000 ms idle machine)`,
);
console.log(`idle memory after ${startup.idleMs / 1000} s: ${startup.idleRssMb.toFixed(0)} MB resident (RSS)`);

const floorServer = await startBareHono();
const app = await startApp();
try {
  await run(floorServer.url, { name: 'warm-up', path: '/' }, 4, 1);
  const assetEndpoint = endpoints().find((endpoint) => endpoint.path.startsWith('/assets/'));
  const jsonFloor: Endpoint = { name: 'bare Hono c.json', path: '/' };
  const row = (name: string, result: autocannon.Result, against: autocannon.Result) =>
    console.log(
      `${name.padEnd(42)} ${result.requests.average.toFixed(0).padStart(8)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  ${(result.requests.average / against.requests.average).toFixed(2).padStart(5)}x floor (${against.requests.average.toFixed(0)} req/s)  errors ${result.errors + result.non2xx}`,
    );
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, loopback${process.env.SERVER_ROOT ? ` (server from ${process.env.SERVER_ROOT})` : ''}`);
  console.log('Each endpoint beside its floor measured just before it (bare Hono c.json; for the asset, bare serveStatic of the same file), so a change in the machine\'s speed weighs on both.');
  for (const endpoint of endpoints()) {
    const floor = await run(floorServer.url, endpoint.path === assetEndpoint?.path ? endpoint : jsonFloor);
    const result = await run(app.url, endpoint);
    // The bad-token POST answers 400 by design: count only transport errors for it.
    row(endpoint.name, endpoint.method === 'POST' ? { ...result, non2xx: 0 } : result, floor);
  }
} finally {
  await Promise.all([floorServer.close(), app.close()]);
}

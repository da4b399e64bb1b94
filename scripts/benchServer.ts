/**
 * `npm run bench:server`: requests per second and p99 latency of the built server's endpoints next to a bare Hono
 * handler in the same run (autocannon, loopback only, bounded duration). Prints numbers; asserts nothing.
 * Goal (issue 17): every endpoint at least 0.8x the floor. Build first (`npm run build`).
 */
import autocannon from 'autocannon';
import { endpoints, startApp, startBareHono, type Endpoint } from './server/loadTarget';

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

const floorServer = await startBareHono();
const app = await startApp();
try {
  await run(floorServer.url, { name: 'warm-up', path: '/' }, 4, 1);
  const floor = await run(floorServer.url, { name: 'bare Hono', path: '/' });
  const assetEndpoint = endpoints().find((endpoint) => endpoint.path.startsWith('/assets/'));
  const staticFloor = assetEndpoint === undefined ? floor : await run(floorServer.url, assetEndpoint);
  const row = (name: string, result: autocannon.Result, against = floor) =>
    console.log(
      `${name.padEnd(42)} ${result.requests.average.toFixed(0).padStart(8)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  ${(result.requests.average / against.requests.average).toFixed(2).padStart(5)}x floor  errors ${result.errors + result.non2xx}`,
    );
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, loopback${process.env.SERVER_ROOT ? ` (server from ${process.env.SERVER_ROOT})` : ''}`);
  row('bare Hono c.json (floor)', floor);
  row('bare Hono serveStatic, same asset (its floor)', staticFloor, staticFloor);
  for (const endpoint of endpoints()) {
    const result = await run(app.url, endpoint);
    if (endpoint.path === assetEndpoint?.path) {
      row(endpoint.name, result, staticFloor);
      continue;
    }
    // The bad-token POST answers 400 by design: count only transport errors for it.
    row(endpoint.name, endpoint.method === 'POST' ? { ...result, non2xx: 0 } : result);
  }
} finally {
  await Promise.all([floorServer.close(), app.close()]);
}

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Contract } from '../../domain/contracts/contract';
import type { ServerContracts } from '../../application/contracts/serverContracts';
import type { ContractJournal } from '../../application/contracts/contractJournal';
import { issueNumberOfPath } from '../wire/wireFields';
import { problem } from './apiAnswers';

/** A comment line keeps idle event streams open through proxies. */
const EVENTS_KEEPALIVE_MS = 25_000;
/** When the server's GitHub data was last confirmed (epoch ms), also on a 304. */
export const CONTRACTS_CHECKED_AT_HEADER = 'X-Contracts-Checked-At';

interface Serialised {
  readonly json: string;
  readonly etag: string;
  /** The whole 200 body gzipped, made on the first request that accepts gzip, per `checkedAt`/`fault` head. */
  gzip: { readonly head: string; readonly body: Uint8Array } | null;
}

/**
 * The contracts API. `GET /` (public): `{success, checkedAt, fault, contracts}` with a strong `ETag` over the
 * contracts; a matching `If-None-Match` answers 304; 502 `code-host-unavailable` (with the `fault`) while the server
 * has never read the repository. `GET /:issueNumber/history` (public, with the database): `{success, events}`, the
 * contract's activity oldest first; 404 `contract-not-found`. `GET /events`: server-sent events, one `contracts` event (data:
 * the ETag) at once and after each change, so an open page reads again.
 */
export function contractsRoutes(contracts: ServerContracts, journal: Pick<ContractJournal, 'of'> | null): Hono {
  const routes = new Hono();
  // One serialisation per derived list: 10,000 contracts are serialised and hashed once per change, not per request.
  const serialised = new WeakMap<readonly Contract[], Serialised>();
  const serialise = (list: readonly Contract[]): Serialised => {
    let known = serialised.get(list);
    if (known === undefined) {
      const json = JSON.stringify(list);
      known = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"`, gzip: null };
      serialised.set(list, known);
    }
    return known;
  };
  routes.get('/', async (c) => {
    const view = await contracts.current();
    if (view.checkedAt === null && view.fault !== null) return problem(c, 502, 'code-host-unavailable', { fault: view.fault });
    const { json, etag } = serialise(view.contracts);
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', etag);
    if (view.checkedAt !== null) c.header(CONTRACTS_CHECKED_AT_HEADER, String(view.checkedAt));
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    const head = JSON.stringify({ success: true, checkedAt: view.checkedAt, fault: view.fault });
    const body = `${head.slice(0, -1)},"contracts":${json}}`;
    c.header('Vary', 'Accept-Encoding');
    // Thousands of contracts are megabytes of JSON: gzipped once per change, not per request.
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      const known = serialise(view.contracts);
      if (known.gzip?.head !== head) known.gzip = { head, body: gzipSync(body) };
      return c.body(known.gzip.body as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Encoding': 'gzip' });
    }
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  routes.get('/:issueNumber/history', async (c) => {
    const issueNumber = issueNumberOfPath(c.req.param('issueNumber'));
    if (issueNumber === null || journal === null || (await contracts.find(issueNumber)) === null) return problem(c, 404, 'contract-not-found');
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, events: await journal.of(issueNumber) });
  });
  routes.get('/events', (c) =>
    streamSSE(c, async (stream) => {
      const unsubscribe = contracts.onChange((view) => void stream.writeSSE({ event: 'contracts', data: serialise(view.contracts).etag }));
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'contracts', data: serialise((await contracts.current()).contracts).etag });
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(EVENTS_KEEPALIVE_MS);
        await stream.write(': keepalive\n\n');
      }
      unsubscribe();
    }),
  );
  return routes;
}

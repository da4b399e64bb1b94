import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ContractsView, ServerContracts } from '../../application/contracts/serverContracts';
import type { ContractJournal } from '../../application/contracts/contractJournal';
import { issueNumberOfPath } from '../wire/wireFields';
import { problem } from './apiAnswers';
import { ContractsRepresentations } from './contractsRepresentation';
import { CoalescedChanges } from './coalescedChanges';
import { parseQuery } from './requestValidation';
import { ContractsQuery } from '../wire/namedContracts.schema';
import { namedContractsPage } from './namedContractsPage';
import type { ContractFunding } from '../../application/payments/escrow/contractFunding';

/** A comment line keeps idle event streams open through proxies. */
const EVENTS_KEEPALIVE_MS = 25_000;
/** The live stream tells the last change of a burst at most this often (and its first at once). */
export const EVENTS_COALESCE_MS = 100;
/** When the server's GitHub data was last confirmed (epoch ms), also on a 304. */
export const CONTRACTS_CHECKED_AT_HEADER = 'X-Contracts-Checked-At';

/**
 * The contracts API. `GET /` (public): one page of contracts with named fields (`namedContractsPage`: `limit`,
 * `cursor`, `status`). `GET /?form=compact` (the app's own first load): every contract at once as
 * `{success, fault, issueUrl, pullUrl, rows}` (the compact rows of `contractsWire.ts`) with a strong `ETag`, sent brotli or gzip compressed as `Accept-Encoding` allows from copies made
 * once per version (`ContractsRepresentation`); when the server's GitHub data was last confirmed is the
 * `X-Contracts-Checked-At` header, so a revalidation with GitHub does not make a new version. A matching
 * `If-None-Match` answers 304; 502 `code-host-unavailable` (with the `fault`) while the server has never read the
 * repository. `GET /:issueNumber/history` (public, with the database): `{success, events}`, the contract's activity
 * oldest first; 404 `contract-not-found`. `GET /events`: server-sent events, one `contracts` event (data: the ETag) at
 * once and after each change (a burst of changes told once it settles, at most every `EVENTS_COALESCE_MS`), so an
 * open page reads again. With `funding`, each funded contract carries the satoshis held in escrow for it
 * (`fundedSatoshis`), and an escrow change is told on the live stream too.
 */
export function contractsRoutes(contracts: ServerContracts, journal: Pick<ContractJournal, 'of'> | null, funding: ContractFunding | null = null): Hono {
  const routes = new Hono();
  // One representation per version: 10,000 contracts are serialised and hashed once per version that is asked for
  // (a request, an open page's event), and compressed once when first sent, never per request.
  const representations = new ContractsRepresentations();
  const funded = (view: ContractsView): ContractsView => funding?.withFunding(view) ?? view;
  const representationOf = (view: ContractsView) => {
    const shown = funded(view);
    return representations.of(shown.contracts, shown.fault);
  };
  routes.get('/', async (c) => {
    const query = parseQuery(c, ContractsQuery);
    if (!query.ok) return query.answer;
    const read = await contracts.current();
    const view = funding === null ? read : await funding.of(read);
    if (view.checkedAt === null && view.fault !== null) return problem(c, 502, 'code-host-unavailable', { fault: view.fault });
    if (query.value.form !== 'compact') {
      if (view.checkedAt !== null) c.header(CONTRACTS_CHECKED_AT_HEADER, String(view.checkedAt));
      return namedContractsPage(c, view, query.value);
    }
    const representation = representationOf(view);
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', representation.etag);
    c.header('Vary', 'Accept-Encoding');
    if (view.checkedAt !== null) c.header(CONTRACTS_CHECKED_AT_HEADER, String(view.checkedAt));
    if (c.req.header('if-none-match') === representation.etag) return c.body(null, 304);
    const { coding, bytes } = await representation.encoded(c.req.header('accept-encoding'));
    if (coding !== 'identity') c.header('Content-Encoding', coding);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  routes.get('/:issueNumber/history', async (c) => {
    const issueNumber = issueNumberOfPath(c.req.param('issueNumber'));
    if (issueNumber === null || journal === null || (await contracts.find(issueNumber)) === null) return problem(c, 404, 'contract-not-found');
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, events: await journal.of(issueNumber) });
  });
  // A burst of changes (claims) is told once it settles, at most every EVENTS_COALESCE_MS: one representation for the
  // burst, made for every open page at once, not one per change and page.
  const changing = {
    onChange(listener: (view: ContractsView) => void) {
      const stopContracts = contracts.onChange(listener);
      const stopFunding = funding?.onChange(() => void contracts.current().then(listener, () => undefined));
      return () => {
        stopContracts();
        stopFunding?.();
      };
    },
  };
  const changes = new CoalescedChanges(changing, EVENTS_COALESCE_MS, (view) => representationOf(view).etag);
  routes.get('/events', (c) =>
    streamSSE(c, async (stream) => {
      const unsubscribe = changes.listen((etag) => void stream.writeSSE({ event: 'contracts', data: etag }));
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'contracts', data: representationOf(await contracts.current()).etag });
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(EVENTS_KEEPALIVE_MS);
        await stream.write(': keepalive\n\n');
      }
      unsubscribe();
    }),
  );
  return routes;
}

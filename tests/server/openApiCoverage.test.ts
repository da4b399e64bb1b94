import { afterAll, describe, expect, it } from 'vitest';
import { SqlMintedItemRepository } from '../../src/adapters/database/sqlMintedItemRepository';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { API_ENDPOINTS } from '../../src/adapters/server/apiEndpoints';
import { SandboxCodeItems } from '../../src/adapters/sandboxWallet/sandboxCodeItems';
import { SandboxPaymentGateway } from '../../src/adapters/sandboxWallet/sandboxPaymentGateway';
import { SandboxProfileProvider } from '../../src/adapters/sandboxWallet/sandboxProfileProvider';
import { SANDBOX_ACCOUNTS, sandboxToken } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { hubOn } from '../../src/composition/server/openHub';
import { marketOn } from '../../src/composition/server/openMarket';
import { pendingPaymentsOn } from '../../src/composition/server/pendingPaymentsOn';
import { SqlMarketRepository } from '../../src/adapters/database/sqlMarketRepository';
import { pgliteDatabase } from '../support/databases';
import { availableRecords, send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';

const database = pgliteDatabase();
afterAll(() => database.close());

/**
 * The servers with every feature on between them: database, market, relay, and the sandbox wallet (embedded
 * default) or the GitHub gateway (live, with `GITHUB_TOKEN`).
 */
async function everyFeature() {
  const connection = await database.open();
  const cipher = AesTokenCipher.fromSecret('x'.repeat(32));
  const wallet = new SandboxPaymentGateway(['sandbox_platform']);
  const minted = new SqlMintedItemRepository(connection.db);
  const items = new SandboxCodeItems(minted, () => 0, () => 'item');
  const market = marketOn(connection, { items, gateway: wallet, feeHandle: 'sandbox_platform', cipher, now: () => 0, balances: () => wallet.balances() });
  const hub = { ...hubOn(connection, new SandboxProfileProvider(), cipher, () => 0, { gateway: wallet }), items, sandboxItems: minted, market, pendingPayments: pendingPaymentsOn(connection, new SqlMarketRepository(connection.db), wallet, cipher, () => 0) };
  const extra = { hub, contractRecords: availableRecords(), assistant: null };
  const relay = { BSV_BROADCAST_URL: 'http://127.0.0.1:9' };
  return [
    serverFor(relay, extra),
    serverFor({ ...relay, GITHUB_REPO: 'o/r', GITHUB_TOKEN: 'test-token', GITHUB_API_URL: 'http://127.0.0.1:9' }, extra),
  ];
}

/** A Hono route path as OpenAPI writes it: `/api/claims/:issueNumber` → `/api/claims/{issueNumber}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}').replace(/(.)\/$/, '$1');

describe('the OpenAPI registry', () => {
  it('holds every route the server serves under /api (none is forgotten), and none it does not serve', async () => {
    const routes = (await everyFeature()).flatMap((app) => app.routes);
    const served = new Set(routes.filter((route) => route.method !== 'ALL' && !route.path.endsWith('*')).map((route) => `${route.method} ${openApiPath(route.path)}`));
    const underApi = [...served].filter((route) => / \/api(\/|$)/.test(route));
    const registered = API_ENDPOINTS.map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`);
    expect(underApi.length).toBeGreaterThan(40);
    expect({
      forgotten: underApi.filter((route) => !registered.includes(route)).sort(),
      notServed: registered.filter((route) => !served.has(route)).sort(),
    }).toEqual({ forgotten: [], notServed: [] });
  }, 60_000);
});

/** The paged lists' query parameters: a route that reads one must declare it, from the schema it parses with. */
const PAGE_PARAMETERS = ['limit', 'cursor'] as const;

/** A value each page parameter refuses (400 naming it): a limit out of range, a cursor of another spelling. */
const REFUSED = { limit: '0', cursor: '!' } as const;

describe('the OpenAPI registry’s query parameters', () => {
  it('declares `limit` and `cursor` on every GET route that reads them (a refused value is a 400 naming it), and on no other', async () => {
    const apps = await everyFeature();
    const cookies = await Promise.all(apps.map((app) => signIn(app, sandboxToken(SANDBOX_ACCOUNTS[0]!))));
    const gets = API_ENDPOINTS.filter((endpoint) => endpoint.method === 'get' && endpoint.path.startsWith('/api'));
    const read: string[] = [];
    for (const endpoint of gets) {
      const path = endpoint.path.replace(/\{\w+\}/g, '1');
      for (const [index, app] of apps.entries()) {
        for (const name of PAGE_PARAMETERS) {
          const answer = await send(app, 'GET', `${path}?${name}=${encodeURIComponent(REFUSED[name])}`, { cookie: cookies[index]! });
          // A stream (server-sent events) is left unread: only a refusal's body is looked at.
          const field = answer.status === 400 ? ((await answer.json()) as { field?: unknown }).field : await answer.body?.cancel();
          if (field === name) read.push(`${endpoint.path} ${name}`);
        }
      }
    }
    const declared = gets.flatMap((endpoint) =>
      PAGE_PARAMETERS.filter((name) => endpoint.query?.entries[name] !== undefined).map((name) => `${endpoint.path} ${name}`),
    );
    expect(declared.length).toBeGreaterThanOrEqual(6);
    expect([...new Set(read)].sort()).toEqual(declared.sort());
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { SqlMintedItemRepository } from '../../src/adapters/database/sqlMintedItemRepository';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { sandboxToken, SANDBOX_ACCOUNTS } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { SandboxCodeItems } from '../../src/adapters/sandboxWallet/sandboxCodeItems';
import { SandboxPaymentGateway } from '../../src/adapters/sandboxWallet/sandboxPaymentGateway';
import { paymentsMade } from '../../src/adapters/database/sqlSandboxPayments';
import { SandboxProfileProvider } from '../../src/adapters/sandboxWallet/sandboxProfileProvider';
import { hubOn } from '../../src/composition/server/openHub';
import { marketOn } from '../../src/composition/server/openMarket';
import { bothDatabases, openForSuite } from '../support/databases';
import { send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';

const NOW = Date.UTC(2026, 10, 26, 9);
const [ALICE, BOB, CAROL] = SANDBOX_ACCOUNTS.map(sandboxToken) as [string, string, string];
const cipher = AesTokenCipher.fromSecret('x'.repeat(32));

/** The embedded default's server on `connection`: sandbox sign-in, items and wallet (one wallet per "process"). */
function sandboxServer(connection: DatabaseConnection, wallet = new SandboxPaymentGateway(['sandbox_platform'])) {
  const provider = new SandboxProfileProvider();
  const minted = new SqlMintedItemRepository(connection.db);
  let next = 0;
  const items = new SandboxCodeItems(minted, () => NOW - 60_000, () => `item-${++next}`);
  const market = marketOn(connection, { items, gateway: wallet, feeHandle: 'sandbox_platform', cipher, now: () => NOW, balances: () => wallet.balances() });
  const hub = { ...hubOn(connection, provider, cipher, () => NOW, { gateway: wallet }), items, sandboxItems: minted, market };
  return { app: serverFor({}, { hub, profileProvider: provider, now: () => NOW }), wallet };
}

type App = ReturnType<typeof sandboxServer>['app'];
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const key = (name: string) => `${name}-0123456789abcdef`;

const MINT = {
  name: 'Fast Parser',
  description: 'Parses fast',
  codeType: 'library',
  language: 'TypeScript',
  files: [{ name: 'index.ts', size: 120, sha256: 'ab'.repeat(32) }],
  supply: '100',
  price: '0.0001',
  revenueSharePercent: 70,
};

async function mintAndList(app: App, alice: string, quantity = 100) {
  expect((await send(app, 'POST', '/api/portfolio/items', { cookie: alice, body: MINT })).status).toBe(201);
  const listed = await json(await send(app, 'POST', '/api/market/listings', { cookie: alice, body: { itemId: 'item-1', quantity, price: '0.0001' } }));
  expect(listed.status).toBe(201);
  return (listed.body['listing'] as { id: string }).id;
}

describe.each(bothDatabases())('the market API on the sandbox wallet, on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('A mints and lists 100, B buys 10: portfolios, listing, market figures, dividend share; a restart keeps it all', async () => {
    const { app } = sandboxServer(connection);
    const [alice, bob] = [await signIn(app, ALICE), await signIn(app, BOB)];
    const empty = await json(await send(app, 'GET', '/api/market'));
    expect(empty.body['summary']).toEqual({ marketCapSatoshis: null, volume24hSatoshis: null, activeTraders24h: 0, dividendsPaid24hSatoshis: 0 });
    const listingId = await mintAndList(app, alice);
    const bought = await json(await send(app, 'POST', '/api/market/purchases', { cookie: bob, body: { listingId, quantity: 10, idempotencyKey: key('buy') } }));
    expect(bought).toMatchObject({ status: 201, body: { success: true, replayed: false, purchase: { quantity: 10, subtotalSatoshis: 100_000, feeSatoshis: 2_500, state: 'paid' } } });
    expect(bought.body['purchase']).not.toHaveProperty('buyerTokenCiphertext');
    const again = await json(await send(app, 'POST', '/api/market/purchases', { cookie: bob, body: { listingId, quantity: 10, idempotencyKey: key('buy') } }));
    expect(again).toMatchObject({ status: 200, body: { replayed: true } });

    // Signed-out C sees the same market.
    const board = await json(await send(app, 'GET', '/api/market'));
    expect(board.body['summary']).toEqual({ marketCapSatoshis: 1_000_000, volume24hSatoshis: 100_000, activeTraders24h: 2, dividendsPaid24hSatoshis: 0 });
    expect((board.body['listings'] as { listing: { quantity: number }; stats: { lastPriceSatoshis: number } }[]).map((row) => [row.listing.quantity, row.stats.lastPriceSatoshis])).toEqual([[90, 10_000]]);

    const distributed = await json(await send(app, 'POST', '/api/market/dividends', { cookie: alice, body: { itemId: 'item-1', amount: '0.001', idempotencyKey: key('div') } }));
    expect(distributed).toMatchObject({ status: 201, body: { distribution: { state: 'paid', shares: [{ holder: 'sandbox_bob', satoshis: 10_000 }] } } });
    const balances = await json(await send(app, 'GET', '/api/market/sandbox-balances'));
    expect((balances.body['balances'] as { handle: string; balanceSatoshis: number }[])[1]).toEqual({ handle: 'sandbox_bob', balanceSatoshis: 50_000_000 - 102_500 + 10_000, spendableSatoshis: 50_000_000 - 102_500 + 10_000 });

    // The sandbox wallet's sign-in page shows each account's balance.
    const authorize = await (await app.request('http://localhost/sandbox-wallet/authorize?appId=sandbox-app')).text();
    expect(authorize).toContain('sandbox_bob</strong> (Bob (sandbox)) · sandbox balance 0.499075 BSV');

    // A second server on the same database (a restart) shows the same, sandbox balances too (added up at start-up).
    const restoredWallet = new SandboxPaymentGateway(['sandbox_platform']);
    restoredWallet.restore(await paymentsMade(connection.db));
    const restarted = sandboxServer(connection, restoredWallet).app;
    expect((await json(await send(restarted, 'GET', '/api/market/sandbox-balances'))).body['balances']).toEqual(balances.body['balances']);
    const bobAgain = await signIn(restarted, BOB);
    expect(await json(await send(restarted, 'GET', '/api/market/portfolio', { cookie: bobAgain }))).toMatchObject({
      status: 200,
      body: { positions: [{ itemId: 'item-1', tokens: 10, costBasisSatoshis: 100_000, valueSatoshis: 100_000, profitAndLossSatoshis: 0 }], dividendsReceivedSatoshis: 10_000 },
    });
    expect((await json(await send(restarted, 'GET', '/api/market'))).body['summary']).toEqual({
      marketCapSatoshis: 1_000_000,
      volume24hSatoshis: 100_000,
      activeTraders24h: 2,
      dividendsPaid24hSatoshis: 10_000,
    });
    expect((await json(await send(restarted, 'GET', '/api/market/items/item-1'))).body['history']).toEqual([{ at: NOW, priceSatoshis: 10_000 }]);
  });

  it('answers refusals as problem details with codes: signed out, own listing, too many, wallet refusal, bad fields', async () => {
    const { app } = sandboxServer(connection);
    const [alice, bob, carol] = [await signIn(app, ALICE), await signIn(app, BOB), await signIn(app, CAROL)];
    const listingId = await mintAndList(app, alice, 100);
    const buy = (cookie: string | undefined, body: Record<string, unknown>) => send(app, 'POST', '/api/market/purchases', { ...(cookie ? { cookie } : {}), body });
    const codes = async (response: Response | Promise<Response>) => {
      const answer = await response;
      return [answer.status, answer.headers.get('content-type'), ((await answer.json()) as { code?: string }).code];
    };
    const problem = 'application/problem+json';
    expect([
      await codes(buy(undefined, { listingId, quantity: 1, idempotencyKey: key('a') })),
      await codes(buy(alice, { listingId, quantity: 1, idempotencyKey: key('b') })),
      await codes(buy(bob, { listingId, quantity: 101, idempotencyKey: key('c') })),
      await codes(buy(bob, { listingId, quantity: 1, idempotencyKey: 'short' })),
      await codes(buy(bob, { listingId: 'nope', quantity: 1, idempotencyKey: key('d') })),
      await codes(send(app, 'POST', '/api/market/listings', { cookie: bob, body: { itemId: 'item-1', quantity: 1, price: '1' } })),
      await codes(send(app, 'POST', '/api/market/listings', { cookie: alice, body: { itemId: 'item-1', quantity: 1, price: 'free' } })),
      await codes(send(app, 'POST', '/api/market/dividends', { cookie: carol, body: { itemId: 'item-1', amount: '1', idempotencyKey: key('e') } })),
      await codes(send(app, 'GET', '/api/market/items/unknown')),
    ]).toEqual([
      [401, problem, 'not-authenticated'],
      [403, problem, 'own-listing'],
      [409, problem, 'not-enough-tokens'],
      [400, problem, 'invalid-field'],
      [404, problem, 'unknown-listing'],
      [409, problem, 'exceeds-holdings'],
      [400, problem, 'invalid-price'],
      [403, problem, 'not-item-owner'],
      [404, problem, 'unknown-item'],
    ]);
    // Carol's spend limit (0.1 BSV) refuses 1,000,000-satoshi tokens × 10: nothing moves.
    await send(app, 'POST', '/api/market/listings', { cookie: alice, body: { itemId: 'item-1', quantity: 100, price: '0.01' } });
    expect(await codes(buy(carol, { listingId, quantity: 10, idempotencyKey: key('f') }))).toEqual([422, problem, 'spend-limit']);
    const board = await json(await send(app, 'GET', '/api/market'));
    expect((board.body['listings'] as { listing: { quantity: number } }[])[0]?.listing.quantity).toBe(100);
    expect(board.body['summary']).toMatchObject({ marketCapSatoshis: null });
    expect(await codes(send(app, 'DELETE', `/api/market/listings/${listingId}`, { cookie: bob }))).toEqual([403, problem, 'not-listing-owner']);
    expect((await send(app, 'DELETE', `/api/market/listings/${listingId}`, { cookie: alice })).status).toBe(200);
    expect((await json(await send(app, 'GET', '/api/market'))).body['listings']).toEqual([]);
  });

  it('the seller changes and withdraws their own listing (403 for anyone else, 404 when gone, 409 beyond their holdings); portfolios show the figures', async () => {
    const { app } = sandboxServer(connection);
    const [alice, bob] = [await signIn(app, ALICE), await signIn(app, BOB)];
    const listingId = await mintAndList(app, alice, 100);
    expect((await send(app, 'POST', '/api/market/purchases', { cookie: bob, body: { listingId, quantity: 10, idempotencyKey: key('buy') } })).status).toBe(201);
    const change = (cookie: string | undefined, id: string, body: unknown) => send(app, 'PATCH', `/api/market/listings/${id}`, { ...(cookie ? { cookie } : {}), body });
    const codes = async (response: Response | Promise<Response>) => {
      const answer = await response;
      return [answer.status, ((await answer.json()) as { code?: string }).code];
    };

    // Bob's portfolio: 10 tokens bought at 0.0001 BSV, worth 10 × the last price, nothing listed.
    const bobs = await json(await send(app, 'GET', '/api/market/portfolio', { cookie: bob }));
    expect(bobs.body).toMatchObject({
      positions: [
        {
          itemId: 'item-1',
          tokens: 10,
          costBasisSatoshis: 100_000,
          valueSatoshis: 100_000,
          profitAndLossSatoshis: 0,
          profitAndLossPercent: 0,
          pendingDividendsSatoshis: 0,
          dividendsReceivedSatoshis: 0,
          listing: null,
        },
      ],
      totals: { costBasisSatoshis: 100_000, valueSatoshis: 100_000, profitAndLossSatoshis: 0, profitAndLossPercent: 0, pendingDividendsSatoshis: 0, dividendsReceivedSatoshis: 0 },
    });

    expect([
      await codes(change(undefined, listingId, { quantity: 5, price: '0.0002' })),
      await codes(change(bob, listingId, { quantity: 5, price: '0.0002' })),
      await codes(change(alice, 'no-such-listing', { quantity: 5, price: '0.0002' })),
      await codes(change(alice, listingId, { quantity: 91, price: '0.0002' })),
      await codes(change(alice, listingId, { quantity: 0, price: '0.0002' })),
      await codes(change(alice, listingId, { quantity: 5, price: 'cheap' })),
      await codes(change(alice, listingId, { quantity: '5', price: '0.0002' })),
    ]).toEqual([
      [401, 'not-authenticated'],
      [403, 'not-listing-owner'],
      [404, 'unknown-listing'],
      [409, 'exceeds-holdings'],
      [400, 'invalid-quantity'],
      [400, 'invalid-price'],
      [400, 'invalid-field'],
    ]);

    const changed = await json(await change(alice, listingId, { quantity: 90, price: '0.0002' }));
    expect(changed).toMatchObject({ status: 200, body: { success: true, listing: { id: listingId, quantity: 90, priceSatoshis: 20_000 } } });
    const board = await json(await send(app, 'GET', '/api/market'));
    expect((board.body['listings'] as { listing: { id: string; quantity: number; priceSatoshis: number } }[]).map((row) => row.listing)).toMatchObject([
      { id: listingId, quantity: 90, priceSatoshis: 20_000 },
    ]);
    // Alice minted her tokens (no cost): her profit has no percent; her listing is in her portfolio.
    const alices = await json(await send(app, 'GET', '/api/market/portfolio', { cookie: alice }));
    expect(alices.body['positions']).toMatchObject([{ tokens: 90, costBasisSatoshis: 0, valueSatoshis: 900_000, profitAndLossPercent: null, listing: { id: listingId, quantity: 90 } }]);

    expect(await codes(send(app, 'DELETE', `/api/market/listings/${listingId}`, { cookie: bob }))).toEqual([403, 'not-listing-owner']);
    expect((await send(app, 'DELETE', `/api/market/listings/${listingId}`, { cookie: alice })).status).toBe(200);
    expect((await json(await send(app, 'GET', '/api/market'))).body['listings']).toEqual([]);
    expect(await codes(send(app, 'DELETE', `/api/market/listings/${listingId}`, { cookie: alice }))).toEqual([404, 'unknown-listing']);
    expect(await codes(change(alice, listingId, { quantity: 5, price: '0.0002' }))).toEqual([404, 'unknown-listing']);
    expect((await json(await send(app, 'GET', '/api/market/portfolio', { cookie: alice }))).body['positions']).toMatchObject([{ tokens: 90, listing: null }]);
  });
});

import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { SqlMintedItemRepository } from '../../src/adapters/database/sqlMintedItemRepository';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { sandboxToken, SANDBOX_ACCOUNTS } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { SandboxCodeItems } from '../../src/adapters/sandboxWallet/sandboxCodeItems';
import { SandboxPaymentGateway } from '../../src/adapters/sandboxWallet/sandboxPaymentGateway';
import { SandboxProfileProvider } from '../../src/adapters/sandboxWallet/sandboxProfileProvider';
import { hubOn } from '../../src/composition/server/openHub';
import { marketOn } from '../../src/composition/server/openMarket';
import { HOUR_MS } from '../../src/domain/exchange/market/marketRules';
import { bothDatabases, openForSuite } from '../support/databases';
import { send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';

const NOW = Date.UTC(2026, 10, 28, 9);
const [ALICE, BOB, CAROL] = SANDBOX_ACCOUNTS.map(sandboxToken) as [string, string, string];
const cipher = AesTokenCipher.fromSecret('x'.repeat(32));

/** The embedded default's server on `connection` with a clock the test moves. */
function sandboxServer(connection: DatabaseConnection) {
  const clock = { now: NOW };
  const now = () => clock.now;
  const wallet = new SandboxPaymentGateway(['sandbox_platform']);
  const provider = new SandboxProfileProvider();
  const minted = new SqlMintedItemRepository(connection.db);
  let next = 0;
  const items = new SandboxCodeItems(minted, () => NOW - 60_000, () => `item-${++next}`);
  const market = marketOn(connection, { items, gateway: wallet, feeHandle: 'sandbox_platform', cipher, now, balances: () => wallet.balances() });
  const hub = { ...hubOn(connection, provider, cipher, now, { gateway: wallet }), items, sandboxItems: minted, market };
  return { app: serverFor({}, { hub, profileProvider: provider, now }), wallet, clock };
}

type App = ReturnType<typeof sandboxServer>['app'];
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
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

/** A mints item-1 (100 tokens) and lists 10 of them. */
async function mintAndList(app: App, alice: string) {
  expect((await send(app, 'POST', '/api/portfolio/items', { cookie: alice, body: MINT })).status).toBe(201);
  expect((await send(app, 'POST', '/api/market/listings', { cookie: alice, body: { itemId: 'item-1', quantity: 10, price: '0.0001' } })).status).toBe(201);
}

const offer = async (app: App, cookie: string, body: Record<string, unknown> = {}) =>
  json(await send(app, 'POST', '/api/market/offers', { cookie, body: { itemId: 'item-1', quantity: 20, price: '0.00009', expiresInHours: 24, ...body } }));
const accept = async (app: App, cookie: string, id: string) => json(await send(app, 'POST', `/api/market/offers/${id}/accept`, { cookie }));
const idOf = (answer: { body: Record<string, unknown> }) => (answer.body['offer'] as { id: string }).id;
const holdersOf = async (app: App, cookie: string) => (await json(await send(app, 'GET', '/api/market/portfolio', { cookie }))).body['positions'] as { itemId: string; tokens: number }[];

describe.each(bothDatabases())('offers on the market API, on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('C offers, A sees it and accepts: C pays A and the fee once, and the tokens move', async () => {
    const { app, wallet } = sandboxServer(connection);
    const [alice, carol] = [await signIn(app, ALICE), await signIn(app, CAROL)];
    await mintAndList(app, alice);
    const made = await offer(app, carol);
    expect(made).toMatchObject({ status: 201, body: { offer: { buyer: 'sandbox_carol', quantity: 20, priceSatoshis: 9_000, status: 'open', expiresAt: NOW + 24 * HOUR_MS } } });
    expect(made.body['offer']).not.toHaveProperty('buyerTokenCiphertext');
    const id = idOf(made);
    expect((await json(await send(app, 'GET', '/api/market/offers?itemId=item-1'))).body['offers']).toMatchObject([{ id, status: 'open' }]);
    expect((await json(await send(app, 'GET', '/api/market/offers/mine', { cookie: alice }))).body).toMatchObject({ made: [], received: [{ id }] });

    const accepted = await accept(app, alice, id);
    expect(accepted).toMatchObject({
      status: 201,
      body: { offer: { status: 'accepted', seller: 'sandbox_alice', settlement: 'paid' }, purchase: { quantity: 20, subtotalSatoshis: 180_000, feeSatoshis: 4_500, state: 'paid' } },
    });
    expect(await holdersOf(app, carol)).toMatchObject([{ itemId: 'item-1', tokens: 20 }]);
    expect(await holdersOf(app, alice)).toMatchObject([{ itemId: 'item-1', tokens: 80 }]);
    const carolMoney = wallet.balances().find((balance) => balance.handle === 'sandbox_carol');
    expect(carolMoney?.balanceSatoshis).toBe(500_000_000 - 184_500);
    expect(await accept(app, alice, id)).toMatchObject({ status: 409, body: { code: 'offer-accepted' } });
    expect(await json(await send(app, 'DELETE', `/api/market/offers/${id}`, { cookie: carol }))).toMatchObject({ status: 409, body: { code: 'offer-accepted' } });
    expect((await json(await send(app, 'GET', '/api/market/offers/mine', { cookie: alice }))).body['received']).toEqual([]);
  });

  it('a withdrawn or expired offer cannot be accepted; funds are checked when the offer is made', async () => {
    const { app, clock } = sandboxServer(connection);
    const [alice, bob, carol] = [await signIn(app, ALICE), await signIn(app, BOB), await signIn(app, CAROL)];
    await mintAndList(app, alice);
    const withdrawn = idOf(await offer(app, bob));
    expect(await json(await send(app, 'DELETE', `/api/market/offers/${withdrawn}`, { cookie: carol }))).toMatchObject({ status: 403, body: { code: 'not-offer-owner' } });
    expect(await json(await send(app, 'DELETE', `/api/market/offers/${withdrawn}`, { cookie: bob }))).toMatchObject({ status: 200, body: { offer: { status: 'withdrawn' } } });
    expect(await accept(app, alice, withdrawn)).toMatchObject({ status: 409, body: { code: 'offer-withdrawn' } });
    const expiring = idOf(await offer(app, carol, { expiresInHours: 1 }));
    clock.now = NOW + HOUR_MS;
    expect(await accept(app, alice, expiring)).toMatchObject({ status: 409, body: { code: 'offer-expired' } });
    // Carol may spend 0.1 BSV through the app: an offer of 0.2 BSV is refused when made.
    expect(await offer(app, carol, { price: '0.01' })).toMatchObject({ status: 422, body: { code: 'insufficient-funds' } });
    expect(await offer(app, carol, { expiresInHours: 0 })).toMatchObject({ status: 400, body: { code: 'invalid-expiry' } });
    expect(await offer(app, carol, { itemId: 'nope' })).toMatchObject({ status: 404, body: { code: 'unknown-item' } });
    expect(await accept(app, alice, 'nope')).toMatchObject({ status: 404, body: { code: 'unknown-offer' } });
    expect((await send(app, 'POST', '/api/market/offers', { body: { itemId: 'item-1', quantity: 1, price: '1', expiresInHours: 1 } })).status).toBe(401);
  });

  it('20 concurrent accepts of one offer settle it once', async () => {
    const { app, wallet } = sandboxServer(connection);
    const [alice, carol] = [await signIn(app, ALICE), await signIn(app, CAROL)];
    await mintAndList(app, alice);
    const id = idOf(await offer(app, carol));
    const answers = await Promise.all(Array.from({ length: 20 }, () => accept(app, alice, id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    expect(await holdersOf(app, carol)).toMatchObject([{ itemId: 'item-1', tokens: 20 }]);
    expect(wallet.balances().find((balance) => balance.handle === 'sandbox_carol')?.balanceSatoshis).toBe(500_000_000 - 184_500);
  });

  it('concurrent accepts of five offers on the same tokens take no more than are free: four settle, the fifth is refused', async () => {
    const { app } = sandboxServer(connection);
    const [alice, bob, carol] = [await signIn(app, ALICE), await signIn(app, BOB), await signIn(app, CAROL)];
    await mintAndList(app, alice);
    // Alice holds 100 tokens, 10 of them listed: 90 are free for offers of 20 each.
    const ids = [idOf(await offer(app, carol)), idOf(await offer(app, bob)), idOf(await offer(app, carol)), idOf(await offer(app, bob)), idOf(await offer(app, carol))];
    const answers = await Promise.all(ids.map((id) => accept(app, alice, id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ code: 'not-enough-tokens' });
    expect(await holdersOf(app, alice)).toMatchObject([{ itemId: 'item-1', tokens: 20 }]);
  });

  it('an offer whose buyer’s funds are gone fails alone; the next one settles', async () => {
    const { app } = sandboxServer(connection);
    const [alice, bob, carol] = [await signIn(app, ALICE), await signIn(app, BOB), await signIn(app, CAROL)];
    await mintAndList(app, alice);
    // Each fits Carol's 0.1 BSV spend limit when made; together they do not.
    const first = idOf(await offer(app, carol, { quantity: 6, price: '0.01' }));
    const second = idOf(await offer(app, carol, { quantity: 6, price: '0.01' }));
    const third = idOf(await offer(app, bob, { quantity: 5 }));
    expect((await accept(app, alice, first)).status).toBe(201);
    expect(await accept(app, alice, second)).toMatchObject({ status: 422, body: { code: 'spend-limit' } });
    const listed = (await json(await send(app, 'GET', '/api/market/offers?itemId=item-1'))).body['offers'] as { id: string; status: string; settlement: string | null }[];
    // Made at the same moment: compared by id.
    expect(Object.fromEntries(listed.map((row) => [row.id, [row.status, row.settlement]]))).toEqual({
      [first]: ['accepted', 'paid'],
      [second]: ['accepted', 'failed'],
      [third]: ['open', null],
    });
    expect((await accept(app, alice, third)).status).toBe(201);
    expect(await holdersOf(app, alice)).toMatchObject([{ itemId: 'item-1', tokens: 89 }]);
  });

  it('a holder sells only tokens not listed: beyond them the accept is refused', async () => {
    const { app } = sandboxServer(connection);
    const [alice, carol] = [await signIn(app, ALICE), await signIn(app, CAROL)];
    await mintAndList(app, alice);
    const id = idOf(await offer(app, carol, { quantity: 91, price: '0.000001' }));
    expect(await accept(app, alice, id)).toMatchObject({ status: 409, body: { code: 'not-enough-tokens' } });
  });

  it('the activity feed lists every step newest first, paged, for the market and for the item', async () => {
    const { app, clock } = sandboxServer(connection);
    const [alice, bob, carol] = [await signIn(app, ALICE), await signIn(app, BOB), await signIn(app, CAROL)];
    await mintAndList(app, alice);
    const listingId = ((await json(await send(app, 'GET', '/api/market'))).body['listings'] as { listing: { id: string } }[])[0]!.listing.id;
    clock.now = NOW + 1_000;
    expect((await send(app, 'POST', '/api/market/purchases', { cookie: bob, body: { listingId, quantity: 2, idempotencyKey: 'buy-0123456789abcdef' } })).status).toBe(201);
    clock.now = NOW + 2_000;
    const carols = idOf(await offer(app, carol));
    clock.now = NOW + 3_000;
    const bobs = idOf(await offer(app, bob, { quantity: 1 }));
    clock.now = NOW + 4_000;
    expect((await send(app, 'DELETE', `/api/market/offers/${bobs}`, { cookie: bob })).status).toBe(200);
    clock.now = NOW + 5_000;
    expect((await accept(app, alice, carols)).status).toBe(201);
    clock.now = NOW + 6_000;
    expect((await send(app, 'DELETE', `/api/market/listings/${listingId}`, { cookie: alice })).status).toBe(200);

    const all: { kind: string; at: number; actor: string; counterparty: string | null; quantity: number }[] = [];
    let path: string | null = '/api/market/activity?limit=4';
    let pages = 0;
    while (path !== null) {
      const page = await json(await send(app, 'GET', path));
      expect(page.status).toBe(200);
      all.push(...(page.body['events'] as typeof all));
      const next = page.body['next'] as string | null;
      path = next === null ? null : `/api/market/activity?limit=4&cursor=${next}`;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(all.map(({ kind, at, actor, counterparty, quantity }) => [kind, at - NOW, actor, counterparty, quantity])).toEqual([
      ['delist', 6_000, 'sandbox_alice', null, 8],
      ['sale', 5_000, 'sandbox_carol', 'sandbox_alice', 20],
      ['accept', 5_000, 'sandbox_alice', 'sandbox_carol', 20],
      ['withdraw', 4_000, 'sandbox_bob', null, 1],
      ['offer', 3_000, 'sandbox_bob', null, 1],
      ['offer', 2_000, 'sandbox_carol', null, 20],
      ['sale', 1_000, 'sandbox_bob', 'sandbox_alice', 2],
      // The listing as it was opened (10 tokens), though 8 are left when it is withdrawn.
      ['list', 0, 'sandbox_alice', null, 10],
      ['mint', -60_000, 'sandbox_alice', null, 100],
    ]);
    const ofItem = await json(await send(app, 'GET', '/api/market/activity?itemId=item-1&limit=100'));
    expect((ofItem.body['events'] as unknown[]).length).toBe(9);
    expect((await json(await send(app, 'GET', '/api/market/activity?itemId=item-9'))).body['events']).toEqual([]);
    expect((await json(await send(app, 'GET', '/api/market/activity?cursor=bad!'))).status).toBe(400);
  });
});

describe.each(bothDatabases())('an item’s candles and the live activity on the market API, on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('answers the hour’s and the day’s candles of the trades, 400 for an unknown interval, 404 for an unknown item', async () => {
    const { app, clock } = sandboxServer(connection);
    const [alice, bob, carol] = [await signIn(app, ALICE), await signIn(app, BOB), await signIn(app, CAROL)];
    await mintAndList(app, alice);
    const listingId = ((await json(await send(app, 'GET', '/api/market'))).body['listings'] as { listing: { id: string } }[])[0]!.listing.id;
    clock.now = NOW + 1_000;
    expect((await send(app, 'POST', '/api/market/purchases', { cookie: bob, body: { listingId, quantity: 2, idempotencyKey: 'buy-0123456789abcdef' } })).status).toBe(201);
    clock.now = NOW + 2_000;
    expect((await accept(app, alice, idOf(await offer(app, carol)))).status).toBe(201);
    const hours = await json(await send(app, 'GET', '/api/market/items/item-1/candles?interval=hour'));
    expect(hours).toMatchObject({
      status: 200,
      body: { interval: 'hour', candles: [{ startsAt: NOW, openSatoshis: 10_000, highSatoshis: 10_000, lowSatoshis: 9_000, closeSatoshis: 9_000, tokens: 22, volumeSatoshis: 200_000, trades: 2 }] },
    });
    expect((await json(await send(app, 'GET', '/api/market/items/item-1/candles?interval=day'))).body['candles']).toMatchObject([{ startsAt: Date.UTC(2026, 10, 28), trades: 2 }]);
    expect(await json(await send(app, 'GET', '/api/market/items/item-1/candles?interval=week'))).toMatchObject({ status: 400, body: { code: 'invalid-field', field: 'interval' } });
    expect(await json(await send(app, 'GET', '/api/market/items/item-1/candles'))).toMatchObject({ status: 400, body: { field: 'interval' } });
    expect(await json(await send(app, 'GET', '/api/market/items/item-9/candles?interval=day'))).toMatchObject({ status: 404, body: { code: 'unknown-item' } });
  });

  it('streams `market` to the activity feed’s listeners after a write that succeeded, and not after a refused one', async () => {
    const { app } = sandboxServer(connection);
    const alice = await signIn(app, ALICE);
    const events = await send(app, 'GET', '/api/market/activity/events');
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const reader = events.body!.getReader();
    const heard: string[] = [];
    const reading = (async () => {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return;
        heard.push(new TextDecoder().decode(chunk.value));
      }
    })();
    expect((await send(app, 'POST', '/api/market/listings', { cookie: alice, body: { itemId: 'item-9', quantity: 1, price: '0.0001' } })).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard.join('')).not.toContain('event: market');
    await mintAndList(app, alice);
    await expect.poll(() => heard.join(''), { timeout: 2_000 }).toContain('event: market');
    await reader.cancel();
    await reading;
  });
});

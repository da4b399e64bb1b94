import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { SqlMintedItemRepository } from '../../src/adapters/database/sqlMintedItemRepository';
import { hubOn } from '../../src/composition/server/openHub';
import { SandboxCodeItems } from '../../src/adapters/sandboxWallet/sandboxCodeItems';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import type { MintFieldError } from '../../src/domain/exchange/mintDraft';
import { problemBody, ruleOf } from './problem';
import { emptyTables, pgliteDatabase } from '../support/databases';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';

const NOW = Date.UTC(2026, 10, 23, 12);
const database = pgliteDatabase();
let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await database.open();
}, 60_000);
afterAll(() => database.close());
beforeEach(() => emptyTables(connection));

/** The embedded default's items API over PGlite: the sandbox mints with ids item-1, item-2… */
function itemsServer(env: Record<string, string> = {}) {
  const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob' });
  let next = 0;
  const items = new SandboxCodeItems(new SqlMintedItemRepository(connection.db), () => NOW, () => `item-${++next}`);
  const hub = { ...hubOn(connection, wallet, AesTokenCipher.fromSecret('x'.repeat(32)), () => NOW), items, sandboxItems: new SqlMintedItemRepository(connection.db) };
  return serverFor(env, { hub, profileProvider: wallet, now: () => NOW });
}

const sha = 'ab'.repeat(32);
const mint = {
  name: 'Fast Parser',
  description: 'Parses fast',
  codeType: 'library',
  language: 'TypeScript',
  files: [{ name: 'index.ts', size: 120, sha256: sha }],
  supply: '1000',
  price: '0.00012345',
  revenueSharePercent: 70,
};
const minted = {
  id: 'item-1',
  name: 'Fast Parser',
  description: 'Parses fast',
  codeType: 'library',
  language: 'TypeScript',
  files: [{ name: 'index.ts', sha256: sha }],
  supply: 1000,
  price: 0.00012345,
  revenueSharePercent: 70,
  mintedAt: NOW,
  url: '/sandbox-wallet/items/item-1',
};
const PATH = '/api/portfolio/items';
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

describe('the portfolio items API (sandbox wallet)', () => {
  it('mints to the signed-in person (201, id and link) and lists it in their items only', async () => {
    const app = itemsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    const answer = await json(await send(app, 'POST', PATH, { cookie: alice, body: mint }));
    const listed = await json(await send(app, 'GET', PATH, { cookie: alice }));
    const bobs = await json(await send(app, 'GET', PATH, { cookie: await signIn(app, BOB_TOKEN) }));
    expect([answer, listed, bobs]).toEqual([
      { status: 201, body: { success: true, item: { itemId: 'item-1', url: '/sandbox-wallet/items/item-1' }, filesKept: false } },
      { status: 200, body: { success: true, items: [minted] } },
      { status: 200, body: { success: true, items: [] } },
    ]);
  });

  it('refuses a mint past the account’s daily limit (429 mint-daily-limit) and mints nothing; another account still mints', async () => {
    const app = itemsServer({ MINT_DAILY_LIMIT: '2' });
    const alice = await signIn(app, ALICE_TOKEN);
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await send(app, 'POST', PATH, { cookie: alice, body: mint })).status);
    const refused = await send(app, 'POST', PATH, { cookie: alice, body: mint });
    const listed = (await json(await send(app, 'GET', PATH, { cookie: alice }))).body as { items: unknown[] };
    const bobs = await send(app, 'POST', PATH, { cookie: await signIn(app, BOB_TOKEN), body: mint });
    expect({
      statuses,
      refused: [refused.status, refused.headers.get('Retry-After'), await refused.json()],
      mintedByAlice: listed.items.length,
      bob: bobs.status,
    }).toEqual({
      statuses: [201, 201, 429],
      refused: [429, String(12 * 3600), problemBody(429, 'mint-daily-limit', { limit: 2, resetsAt: Date.UTC(2026, 10, 24) })],
      mintedByAlice: 2,
      bob: 201,
    });
  });

  it('serves the minted item page with every text escaped, and 404 for an unknown id', async () => {
    const app = itemsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    await send(app, 'POST', PATH, { cookie: alice, body: { ...mint, name: '<script>x</script>' } });
    const page = await app.request('http://localhost/sandbox-wallet/items/item-1');
    const html = await page.text();
    expect([page.status, html.includes('&lt;script&gt;x&lt;/script&gt;'), html.includes('<script>'), html.includes(sha)]).toEqual([200, true, false, true]);
    expect((await app.request('http://localhost/sandbox-wallet/items/nothing')).status).toBe(404);
  });

  it('answers 401 Not authenticated to a signed-out GET and POST, and mints nothing', async () => {
    const app = itemsServer();
    const list = await json(await send(app, 'GET', PATH));
    const post = await json(await send(app, 'POST', PATH, { body: mint }));
    expect([list, post]).toEqual([
      { status: 401, body: problemBody(401, 'not-authenticated') },
      { status: 401, body: problemBody(401, 'not-authenticated') },
    ]);
    expect(await new SqlMintedItemRepository(connection.db).heldBy('alice')).toEqual([]);
  });

  it('refuses a cross-site mint with 403', async () => {
    const app = itemsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    const answer = await send(app, 'POST', PATH, { cookie: alice, body: mint, headers: { Origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect((await json(await send(app, 'GET', PATH, { cookie: alice }))).body).toEqual({ success: true, items: [] });
  });

  it('refuses a draft the form would refuse with 400 and the form’s own code for every field', async () => {
    const app = itemsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    const bad = {
      name: ' ',
      description: '',
      codeType: 'game',
      language: 'Cobol',
      files: [{ name: 'run.exe', size: 1, sha256: sha }, { name: 'big.ts', size: 2 * 1024 * 1024, sha256: sha }],
      supply: '1.5',
      price: '0.000000001',
      revenueSharePercent: 95,
    };
    const answer = await json(await send(app, 'POST', PATH, { cookie: alice, body: bad }));
    const expected: MintFieldError[] = [
      { field: 'name', code: 'name-required' },
      { field: 'description', code: 'description-required' },
      { field: 'codeType', code: 'code-type-unknown' },
      { field: 'language', code: 'language-unknown' },
      { field: 'files', code: 'file-type-not-accepted', fileName: 'run.exe' },
      { field: 'files', code: 'file-too-large', fileName: 'big.ts' },
      { field: 'files', code: 'files-too-large' },
      { field: 'supply', code: 'supply-not-whole-number' },
      { field: 'price', code: 'price-too-many-decimals' },
      { field: 'revenueShare', code: 'revenue-share-out-of-range' },
    ];
    expect(answer).toEqual({ status: 400, body: problemBody(400, 'invalid-mint', { errors: expected }) });
  });

  it('says the same as the page for 21 files, and refuses a body that is not JSON or lacks a digest (400)', async () => {
    const app = itemsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    const files = Array.from({ length: 21 }, (_, index) => ({ name: `f${index}.ts`, size: 1, sha256: sha }));
    const many = await json(await send(app, 'POST', PATH, { cookie: alice, body: { ...mint, files } }));
    const notJson = await json(await send(app, 'POST', PATH, { cookie: alice, body: '{' }));
    const noDigest = await send(app, 'POST', PATH, { cookie: alice, body: { ...mint, files: [{ name: 'a.ts', size: 1 }] } });
    expect([many.status, ruleOf(many.body), notJson, noDigest.status]).toEqual([
      400,
      ['files:too-many-files'],
      { status: 400, body: problemBody(400, 'not-json') },
      400,
    ]);
  });

  it('refuses a huge file size with the form’s own code, and a fractional one as no whole number of bytes', async () => {
    const app = itemsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    const huge = await json(await send(app, 'POST', PATH, { cookie: alice, body: { ...mint, files: [{ name: 'big.ts', size: 1e20, sha256: sha }] } }));
    const fractional = await json(await send(app, 'POST', PATH, { cookie: alice, body: { ...mint, files: [{ name: 'a.ts', size: 1.5, sha256: sha }] } }));
    expect([huge.status, ruleOf(huge.body)]).toEqual([400, ['files:file-too-large', 'files:files-too-large']]);
    expect(fractional).toEqual({ status: 400, body: problemBody(400, 'not-whole-bytes', { field: 'files.0.size' }) });
  });

  it('refuses a body over the mint’s limit (2 MB and 64 KB: its files’ text) with 413', async () => {
    const app = itemsServer();
    const alice = await signIn(app, ALICE_TOKEN);
    const answer = await send(app, 'POST', PATH, { cookie: alice, body: { ...mint, description: 'x'.repeat(2112 * 1024 + 1) } });
    expect(answer.status).toBe(413);
  });

  it('limits mints per client with 429 and Retry-After', async () => {
    const app = itemsServer({ WRITE_RATE_LIMIT: '2' });
    const alice = await signIn(app, ALICE_TOKEN);
    const first = await send(app, 'POST', PATH, { cookie: alice, body: mint });
    const second = await send(app, 'POST', PATH, { cookie: alice, body: mint });
    expect([first.status, second.status, second.headers.get('retry-after')]).toEqual([201, 429, '60']);
  });
});

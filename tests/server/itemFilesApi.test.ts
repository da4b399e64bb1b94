import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { SqlMintedItemRepository } from '../../src/adapters/database/sqlMintedItemRepository';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { SandboxCodeItems } from '../../src/adapters/sandboxWallet/sandboxCodeItems';
import { hubOn } from '../../src/composition/server/openHub';
import { bothDatabases, emptyTables } from '../support/databases';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, send, signIn } from './hubFixture';
import { problemBody } from './problem';
import { serverFor } from './serverFixture';

const NOW = Date.UTC(2026, 10, 26, 12);
const KB = 1024;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const file = (name: string, content: string) => ({ name, size: Buffer.byteLength(content), sha256: sha256(content), content });
const mint = (files: readonly object[]) => ({
  name: 'Fast Parser',
  description: 'Parses fast',
  codeType: 'library',
  language: 'TypeScript',
  files,
  supply: '1000',
  price: '0.0001',
  revenueSharePercent: 70,
});
const PATH = '/api/portfolio/items';
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

for (const database of bothDatabases()) {
  describe(`the files of items minted here (${database.name})`, () => {
    let connection: DatabaseConnection;
    beforeAll(async () => {
      connection = await database.open();
    }, 120_000);
    afterAll(() => database.close());
    beforeEach(() => emptyTables(connection));

    /** The embedded default's items and files over `connection`: the sandbox mints item-1, item-2… */
    function server() {
      const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob' });
      const minted = new SqlMintedItemRepository(connection.db);
      let next = 0;
      const items = new SandboxCodeItems(minted, () => NOW, () => `item-${++next}`);
      const hub = { ...hubOn(connection, wallet, AesTokenCipher.fromSecret('x'.repeat(32)), () => NOW), items, sandboxItems: minted };
      return serverFor({}, { hub, profileProvider: wallet, now: () => NOW });
    }

    it('keeps a mint’s files and gives them to anyone, signed in or not, in the mint’s order', async () => {
      const app = server();
      const alice = await signIn(app, ALICE_TOKEN);
      const files = [file('index.ts', 'export const x = "<b>é</b>";\n'), file('README.md', '# Fast\n')];
      const minted = await json(await send(app, 'POST', PATH, { cookie: alice, body: mint(files) }));
      const anyone = await send(app, 'GET', '/api/market/items/item-1/files');
      const bob = await json(await send(app, 'GET', '/api/market/items/item-1/files', { cookie: await signIn(app, BOB_TOKEN) }));
      expect(minted).toEqual({ status: 201, body: { success: true, item: { itemId: 'item-1', url: '/sandbox-wallet/items/item-1' }, filesKept: true } });
      const expected = { success: true, itemId: 'item-1', files: files.map(({ name, content }) => ({ name, content })) };
      expect([anyone.status, anyone.headers.get('cache-control'), await anyone.json()]).toEqual([200, 'public, max-age=3600', expected]);
      expect(bob).toEqual({ status: 200, body: expected });
    });

    it('answers 404 files-not-kept for an unknown item and for an item minted without its text', async () => {
      const app = server();
      const alice = await signIn(app, ALICE_TOKEN);
      const bare = await json(await send(app, 'POST', PATH, { cookie: alice, body: mint([{ name: 'a.ts', size: 1, sha256: sha256('x') }]) }));
      expect(bare).toEqual({ status: 201, body: { success: true, item: { itemId: 'item-1', url: '/sandbox-wallet/items/item-1' }, filesKept: false } });
      for (const id of ['item-1', 'nothing', '%00']) {
        const answer = await send(app, 'GET', `/api/market/items/${id}/files`);
        expect([answer.status, await answer.json()]).toEqual([404, problemBody(404, 'files-not-kept')]);
      }
    });

    it('refuses files over the limits (413) or not what was digested (422), and mints nothing then', async () => {
      const app = server();
      const alice = await signIn(app, ALICE_TOKEN);
      const big = 'x'.repeat(256 * KB + 1);
      const quarter = (name: string) => file(name, 'y'.repeat(256 * KB));
      const refusals = [
        // The declared size passes the form's rule; the text sent is larger.
        [{ ...file('big.ts', big), size: 10 }],
        [quarter('a.ts'), quarter('b.ts'), quarter('c.ts'), { ...file('d.ts', 'y'.repeat(256 * KB)), size: 100 }, { ...file('e.ts', 'z'), size: 0 }],
        [{ ...file('a.ts', 'the text'), sha256: sha256('other text') }],
        [file('a.ts', 'x'), { name: 'b.ts', size: 1, sha256: sha256('y') }],
        [{ ...file('a.ts', 'a\u0000b') }],
      ];
      const answers = [];
      for (const files of refusals) {
        const answer = await send(app, 'POST', PATH, { cookie: alice, body: mint(files) });
        answers.push([answer.status, await answer.json()]);
      }
      expect(answers).toEqual([
        [413, problemBody(413, 'item-file-too-large', { fileName: 'big.ts' })],
        [413, problemBody(413, 'item-files-too-large')],
        [422, problemBody(422, 'item-file-digest-mismatch', { fileName: 'a.ts' })],
        [422, problemBody(422, 'item-files-incomplete')],
        [422, problemBody(422, 'item-file-not-text', { fileName: 'a.ts' })],
      ]);
      expect(await json(await send(app, 'GET', PATH, { cookie: alice }))).toEqual({ status: 200, body: { success: true, items: [] } });
    });

    it('takes a mint of 1 MB of text (over the 16 KB of other writes), and refuses a larger body with 413 body-too-large', async () => {
      const app = server();
      const alice = await signIn(app, ALICE_TOKEN);
      const full = ['a', 'b', 'c', 'd'].map((name) => file(`${name}.ts`, '\n'.repeat(256 * KB)));
      const kept = await json(await send(app, 'POST', PATH, { cookie: alice, body: mint(full) }));
      expect([kept.status, kept.body['filesKept']]).toEqual([201, true]);
      const files = await json(await send(app, 'GET', '/api/market/items/item-1/files'));
      expect((files.body['files'] as { content: string }[]).map((kept) => kept.content.length)).toEqual([256 * KB, 256 * KB, 256 * KB, 256 * KB]);
      const huge = await send(app, 'POST', PATH, { cookie: alice, body: mint([file('a.ts', '\u0001'.repeat(600 * KB))]) });
      expect([huge.status, await huge.json()]).toEqual([413, problemBody(413, 'body-too-large', { maxBytes: 2 * 1024 * KB + 64 * KB })]);
    });
  });
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { SqlMintedItemRepository } from '../../src/adapters/database/sqlMintedItemRepository';
import { hubOn } from '../../src/composition/server/openHub';
import { SANDBOX_ACCOUNTS, sandboxToken } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { SandboxCodeItems } from '../../src/adapters/sandboxWallet/sandboxCodeItems';
import { SandboxPaymentGateway } from '../../src/adapters/sandboxWallet/sandboxPaymentGateway';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { ruleOf } from './problem';
import { bothDatabases, emptyTables } from '../support/databases';
import { StubWallet, send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { SqlClaimRepository } from '../../src/adapters/database/sqlClaimRepository';
import { DAY_MS } from '../../src/domain/contracts/contractConstants';
import { issueRecord, pullRecord } from '../support/contractRecords';

/** Issues 12 and 13 are completed by bob-gh's merged pull requests; bob-gh claimed them as $sandbox_bob. */
const completedRecords = () =>
  new MemoryContractRecords(
    [issueRecord(12), issueRecord(13)],
    [12, 13].map((issue) => pullRecord(issue + 30, issue, { state: 'closed', merged: true, authorLogin: 'bob-gh' })),
  );

const NOW = Date.UTC(2026, 10, 23, 12);
/** The sandbox wallet pays for its own accounts only: Alice signs in with the first one's token. */
const ALICE_TOKEN = sandboxToken(SANDBOX_ACCOUNTS[0]!);
let connection: DatabaseConnection;

/** The embedded default's server over PGlite: the sandbox wallet pays and mints, Alice is a maintainer. */
function walletServer() {
  const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice' });
  let next = 0;
  const items = new SandboxCodeItems(new SqlMintedItemRepository(connection.db), () => NOW, () => `item-${++next}`);
  const hub = {
    ...hubOn(connection, wallet, AesTokenCipher.fromSecret('x'.repeat(32)), () => NOW, { gateway: new SandboxPaymentGateway() }),
    items,
    sandboxItems: new SqlMintedItemRepository(connection.db),
  };
  return serverFor({ MAINTAINER_HANDLES: 'alice', WRITE_RATE_LIMIT: '0' }, { hub, profileProvider: wallet, now: () => NOW, contractRecords: completedRecords() });
}

type App = ReturnType<typeof walletServer>;
const answerOf = async (response: Response | Promise<Response>) => {
  const answer = await response;
  return [answer.status, ruleOf(await answer.json())];
};
/** Posts every body at once (the bad ones beside a good one), then reads the list back. */
async function postAll(app: App, path: string, bodies: readonly unknown[]) {
  const cookie = await signIn(app, ALICE_TOKEN);
  const answers = await Promise.all(bodies.map((body) => answerOf(send(app, 'POST', path, { cookie, body }))));
  return { answers, listed: (await (await send(app, 'GET', path, { cookie })).json()) as Record<string, unknown> };
}

let keys = 0;
const order = (extra: Record<string, unknown> = {}) => ({
  issueNumber: 12,
  payee: '$sandbox_bob',
  amount: '0.02',
  note: 'Thanks',
  idempotencyKey: `key-${String((keys += 1)).padStart(16, '0')}`,
  ...extra,
});
const mint = {
  name: 'Fast Parser',
  description: 'Parses fast',
  codeType: 'library',
  language: 'TypeScript',
  files: [{ name: 'index.ts', size: 120, sha256: 'ab'.repeat(32) }],
  supply: '1000',
  price: '0.001',
  revenueSharePercent: 70,
};

describe.each(bothDatabases())('the payments and mint APIs with values the database cannot hold, on $name', (database) => {
  beforeAll(async () => {
    connection = await database.open();
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyTables(connection);
    await connection.db.execute(sql`TRUNCATE payments`);
    const claims = new SqlClaimRepository(connection.db);
    for (const issueNumber of [12, 13]) {
      await claims.place({ issueNumber, githubUsername: 'bob-gh', handcashHandle: 'sandbox_bob', claimedBy: 'carol', claimedAt: NOW - 1000, deadline: NOW + 7 * DAY_MS }, NOW - 1000);
    }
  });

  it('refuse a note holding NUL and issue numbers outside the integer column, naming the field; the good payment beside them is paid alone', async () => {
    const app = walletServer();
    const issueRefused = [400, 'out-of-range:issueNumber'];
    const { answers, listed } = await postAll(app, '/api/payments', [
      order({ issueNumber: 13, note: 'Than\u0000ks' }),
      order({ issueNumber: 13, payee: '$sandbox\u0000bob' }),
      order({ issueNumber: 13, amount: '0.0\u00002' }),
      order({ issueNumber: 13, idempotencyKey: `${'k'.repeat(20)}\u0000` }),
      ...[2_147_483_648, -1, 0, 12.5, 2 ** 53 + 2].map((issueNumber) => order({ issueNumber })),
      order(),
    ]);
    expect([answers, (listed['payments'] as { issueNumber: number }[]).map((payment) => payment.issueNumber)]).toEqual([
      [
        [400, 'note-nul-character'],
        [400, 'invalid-payee'],
        [400, 'invalid-amount'],
        [400, 'invalid-key'],
        ...[0, 1, 2, 3, 4].map(() => issueRefused),
        [201, undefined],
      ],
      [12],
    ]);
  });

  it('refuses a mint whose name, description or a file name holds NUL, or whose numbers are out of range; the good mint beside them is kept alone', async () => {
    const app = walletServer();
    const { answers, listed } = await postAll(app, '/api/portfolio/items', [
      { ...mint, name: 'Fast\u0000' },
      { ...mint, description: '\u0000' },
      { ...mint, files: [{ ...mint.files[0], name: 'in\u0000dex.ts' }] },
      ...[2_147_483_648, -1, 10.5].map((revenueSharePercent) => ({ ...mint, revenueSharePercent })),
      { ...mint, supply: '99999999999999999999' },
      { ...mint, files: [{ ...mint.files[0], size: 2 ** 60 }] },
      mint,
    ]);
    const share = [400, ['revenueShare:revenue-share-out-of-range']];
    expect([answers, (listed['items'] as { name: string }[]).map((item) => item.name)]).toEqual([
      [
        [400, ['name:nul-character']],
        [400, ['description:nul-character']],
        [400, ['files:nul-character']],
        share,
        share,
        share,
        [400, ['supply:supply-not-whole-number']],
        [400, ['files:file-too-large', 'files:files-too-large']],
        [201, undefined],
      ],
      ['Fast Parser'],
    ]);
  });

  it('answers 404 for a sandbox item page whose id holds NUL, and a 4xx for a sign-in token holding it', async () => {
    const app = walletServer();
    const statuses = [
      (await app.request('http://localhost/sandbox-wallet/items/item%00')).status,
      (await send(app, 'POST', '/api/session', { body: { authToken: `${ALICE_TOKEN}\u0000` } })).status,
    ];
    expect(statuses).toEqual([404, 401]);
  });
});

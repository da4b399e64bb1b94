import { describe, expect, it } from 'vitest';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { bothDatabases } from '../support/databases';
import { issueRecord } from '../support/contractRecords';
import { problemBody } from './problem';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, hubDatabasePerTest, hubServer, linkGitHub, send, signIn } from './hubFixture';

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
const form = { issueNumber: 12, githubUsername: 'octo', handcashHandle: 'alice', estimatedDays: 3 };
/** Issue 12 is available; GitHub assigns issue 13 to bob. */
const records = () => new MemoryContractRecords([issueRecord(12), issueRecord(13, { assigneeLogin: 'bob' })]);
const wallet = () => new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob' });

describe.each(bothDatabases())('who may claim, on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);

  it('refuses a typed login from a session that has linked none (403 github-link-required), and keeps no claim', async () => {
    const { app } = hubServer(connectionOf(), wallet(), records());
    const alice = await signIn(app, ALICE_TOKEN);
    const answers = [
      await json(await send(app, 'POST', '/api/claims', { cookie: alice, body: form })),
      await json(await send(app, 'POST', '/api/claims', { cookie: alice, body: { ...form, githubUsername: '' } })),
    ];
    expect(answers).toEqual([
      { status: 403, body: problemBody(403, 'github-link-required', { field: 'githubUsername' }) },
      { status: 403, body: problemBody(403, 'github-link-required', { field: 'githubUsername' }) },
    ]);
    expect((await json(await send(app, 'GET', '/api/claims'))).body).toEqual({ success: true, claims: [] });
  });

  it('refuses "claim as bob": a typed login that is not the linked one, or an issue GitHub assigns to someone else', async () => {
    const { app } = hubServer(connectionOf(), wallet(), records());
    const unlinked = await signIn(app, ALICE_TOKEN);
    const linked = await signIn(app, ALICE_TOKEN, 'octo');
    const answers = [
      // Bob's issue, claimed as bob by a session with no link, or linked as octo.
      await json(await send(app, 'POST', '/api/claims', { cookie: unlinked, body: { ...form, issueNumber: 13, githubUsername: 'bob' } })),
      await json(await send(app, 'POST', '/api/claims', { cookie: linked, body: { ...form, issueNumber: 13, githubUsername: 'bob' } })),
      await json(await send(app, 'POST', '/api/claims', { cookie: linked, body: { ...form, issueNumber: 13, githubUsername: '' } })),
      await json(await send(app, 'POST', '/api/claims', { cookie: linked, body: { ...form, githubUsername: 'bob' } })),
    ];
    expect(answers.map(({ status, body }) => [status, (body as { code: string }).code])).toEqual([
      [403, 'github-link-required'],
      [403, 'github-login-mismatch'],
      [409, 'assigned-elsewhere'],
      [403, 'github-login-mismatch'],
    ]);
    expect((await json(await send(app, 'GET', '/api/claims'))).body).toEqual({ success: true, claims: [] });
  });

  it('records the linked login, as GitHub spells it, whatever case was typed', async () => {
    const { app } = hubServer(connectionOf(), wallet(), records());
    const alice = await signIn(app, ALICE_TOKEN, 'Octo-Dev');
    const placed = await json(await send(app, 'POST', '/api/claims', { cookie: alice, body: { ...form, githubUsername: 'octo-dev' } }));
    expect([placed.status, (placed.body as { claim: { githubUsername: string } }).claim.githubUsername]).toEqual([201, 'Octo-Dev']);
  });

  it('links a GitHub login to one HandCash account at a time: another account cannot take it to claim', async () => {
    const { app } = hubServer(connectionOf(), wallet(), records());
    await signIn(app, ALICE_TOKEN, 'octo');
    const bob = await signIn(app, BOB_TOKEN);
    await expect(linkGitHub(app, bob, 'OCTO', 'bob')).rejects.toThrow('linked elsewhere');
    const refused = await json(await send(app, 'POST', '/api/claims', { cookie: bob, body: { ...form, handcashHandle: 'bob' } }));
    expect([refused.status, (refused.body as { code: string }).code]).toEqual([403, 'github-link-required']);
  });
});

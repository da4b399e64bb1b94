import { describe, expect, it } from 'vitest';
import { bothDatabases } from '../support/databases';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, hubDatabasePerTest, hubServer, send, signIn } from './hubFixture';
import { problemBody } from './problem';

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
const form = (issueNumber: number, githubUsername: string, handcashHandle: string) => ({ issueNumber, githubUsername, handcashHandle, estimatedDays: 3 });

const CAROL_TOKEN = 'd'.repeat(64);
const wallet = () => new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob', [CAROL_TOKEN]: 'carol' });

type App = ReturnType<typeof hubServer>['app'];

/** Connects acme/tools as sandbox-alice (its admin in the sample); its id. */
async function connectTools(app: App): Promise<string> {
  const alice = await signIn(app, ALICE_TOKEN, 'sandbox-alice');
  const made = (await (await send(app, 'POST', '/api/repositories', { cookie: alice, body: { fullName: 'acme/tools' } })).json()) as { repository: { id: string } };
  return made.repository.id;
}

describe.each(bothDatabases())('claims on a connected repository on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);

  it('claims acme/tools#7 at /api/repositories/<id>/claims as the linked login, apart from the operator’s #7', async () => {
    const { app } = hubServer(connectionOf(), wallet());
    const id = await connectTools(app);
    const bob = await signIn(app, BOB_TOKEN, 'sandbox-bob');
    const placed = await json(await send(app, 'POST', `/api/repositories/${id}/claims`, { cookie: bob, body: form(7, 'sandbox-bob', 'bob') }));
    expect([placed.status, (placed.body as { claim: { issueNumber: number; githubUsername: string; claimedBy: string } }).claim]).toMatchObject([
      201,
      { issueNumber: 7, githubUsername: 'sandbox-bob', claimedBy: 'bob' },
    ]);
    // The operator's #7 is another contract: still free, and its list of claims holds none.
    expect((await json(await send(app, 'GET', '/api/claims'))).body).toEqual({ success: true, claims: [] });
    const carol = await signIn(app, CAROL_TOKEN, 'sandbox-carol');
    expect((await send(app, 'POST', '/api/claims', { cookie: carol, body: form(7, 'sandbox-carol', 'carol') })).status).toBe(201);
    const listed = (await json(await send(app, 'GET', `/api/repositories/${id}/claims`))).body as { claims: { issueNumber: number; claimedBy: string }[] };
    expect(listed.claims.map(({ issueNumber, claimedBy }) => [issueNumber, claimedBy])).toEqual([[7, 'bob']]);
    // The board shows the claim on acme/tools#7 at once.
    const board = (await json(await send(app, 'GET', '/api/bounties?repository=acme/tools&status=claimed'))).body as { bounties: { issueNumber: number; status: string }[] };
    expect(board.bounties.map((bounty) => [bounty.issueNumber, bounty.status])).toEqual([[7, 'claimed']]);
  });

  it('refuses a second claim (409 taken by the holder), another’s release (403), and an unknown repository id (404)', async () => {
    const { app } = hubServer(connectionOf(), wallet());
    const id = await connectTools(app);
    const bob = await signIn(app, BOB_TOKEN, 'sandbox-bob');
    const carol = await signIn(app, CAROL_TOKEN, 'sandbox-carol');
    expect((await send(app, 'POST', `/api/repositories/${id}/claims`, { cookie: bob, body: form(7, 'sandbox-bob', 'bob') })).status).toBe(201);
    const second = await json(await send(app, 'POST', `/api/repositories/${id}/claims`, { cookie: carol, body: form(7, 'sandbox-carol', 'carol') }));
    expect([second.status, (second.body as { code: string }).code]).toEqual([409, 'contract-not-available']);
    expect((await json(await send(app, 'DELETE', `/api/repositories/${id}/claims/7`, { cookie: carol }))).body).toEqual(problemBody(403, 'not-claimer'));
    expect((await json(await send(app, 'POST', '/api/repositories/AAAAAAAAAAAAAAAA/claims', { cookie: bob, body: form(8, 'sandbox-bob', 'bob') }))).body).toEqual(
      problemBody(404, 'repository-not-found'),
    );
    expect((await json(await send(app, 'POST', `/api/repositories/${id}/claims`, { cookie: bob, body: form(99, 'sandbox-bob', 'bob') }))).status).toBe(404);
    expect((await send(app, 'DELETE', `/api/repositories/${id}/claims/7`, { cookie: bob })).status).toBe(200);
    expect((await send(app, 'POST', `/api/repositories/${id}/claims`, { cookie: carol, body: form(7, 'sandbox-carol', 'carol') })).status).toBe(201);
  });
});

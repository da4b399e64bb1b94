import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bothDatabases } from '../support/databases';
import { ALICE_TOKEN, BOB_TOKEN, clock, hubDatabasePerTest, hubServer, send, signIn } from './hubFixture';
import { problemBody } from './problem';

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
const sign = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

interface Connected {
  readonly repository: { readonly id: string; readonly fullName: string; readonly deliveryPath: string };
  readonly webhookSecret: string;
}

type App = ReturnType<typeof hubServer>['app'];
const deliver = (app: App, path: string, secret: string, body = '{"action":"opened"}') =>
  app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-GitHub-Event': 'issues', 'X-Hub-Signature-256': sign(secret, body) },
    body,
  });

describe.each(bothDatabases())('connected repositories on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);

  it('connects a sample repository for a linked login with write access: its id, its delivery path and its secret shown once, kept only sealed', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN, 'sandbox-alice');
    const made = await json(await send(app, 'POST', '/api/repositories', { cookie: alice, body: { fullName: 'acme/tools' } }));
    const { repository, webhookSecret } = made.body as Connected;
    expect(made.status).toBe(201);
    expect(repository).toEqual({ id: repository.id, fullName: 'acme/tools', maintainers: ['sandbox-alice'], connectedAt: clock.now, deliveryPath: `/api/github/webhook/${repository.id}` });
    expect(repository.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const listed = await json(await send(app, 'GET', '/api/repositories'));
    expect(listed.body).toEqual({ success: true, repositories: [repository] });
    expect(JSON.stringify(listed.body)).not.toContain(webhookSecret);
    const rows = JSON.stringify(await connectionOf().db.execute(sql`SELECT * FROM connected_repositories`));
    expect(rows).not.toContain(webhookSecret);
  });

  it('refuses a login without write access (403), an unlinked session (403), an unknown repository (404), a second connection (409)', async () => {
    const { app } = hubServer(connectionOf());
    const carol = await signIn(app, BOB_TOKEN, 'sandbox-carol');
    const unlinked = await signIn(app, ALICE_TOKEN);
    const answers = [
      await json(await send(app, 'POST', '/api/repositories', { cookie: carol, body: { fullName: 'acme/tools' } })),
      await json(await send(app, 'POST', '/api/repositories', { cookie: unlinked, body: { fullName: 'acme/tools', githubUsername: 'sandbox-alice' } })),
      await json(await send(app, 'POST', '/api/repositories', { cookie: carol, body: { fullName: 'nobody/nothing' } })),
      await json(await send(app, 'POST', '/api/repositories', { cookie: carol, body: { fullName: 'not a name' } })),
      await json(await send(app, 'POST', '/api/repositories', { body: { fullName: 'acme/tools' } })),
    ];
    expect(answers).toEqual([
      { status: 403, body: problemBody(403, 'repository-write-access-required', { field: 'fullName' }) },
      { status: 403, body: problemBody(403, 'github-link-required') },
      { status: 404, body: problemBody(404, 'repository-not-found') },
      { status: 400, body: problemBody(400, 'invalid-repository', { field: 'fullName' }) },
      { status: 401, body: problemBody(401, 'not-authenticated') },
    ]);
    const alice = await signIn(app, ALICE_TOKEN, 'sandbox-alice');
    expect((await send(app, 'POST', '/api/repositories', { cookie: alice, body: { fullName: 'acme/tools' } })).status).toBe(201);
    expect(await json(await send(app, 'POST', '/api/repositories', { cookie: alice, body: { fullName: 'ACME/tools' } }))).toEqual({
      status: 409,
      body: problemBody(409, 'repository-already-connected', { field: 'fullName' }),
    });
  });

  it('accepts a delivery signed with the repository’s own secret, and refuses another secret or an unknown id with 401', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN, 'sandbox-alice');
    const { repository, webhookSecret } = (await (await send(app, 'POST', '/api/repositories', { cookie: alice, body: { fullName: 'acme/tools' } })).json()) as Connected;
    const statuses = [
      (await deliver(app, repository.deliveryPath, webhookSecret)).status,
      (await deliver(app, repository.deliveryPath, 'another secret')).status,
      (await deliver(app, '/api/github/webhook/AAAAAAAAAAAAAAAA', webhookSecret)).status,
    ];
    expect(statuses).toEqual([202, 401, 401]);
  });

  it('lists every repository’s open contracts on the bounty board, filters and pages them; /projects has both with totals', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN, 'sandbox-alice');
    await send(app, 'POST', '/api/repositories', { cookie: alice, body: { fullName: 'acme/tools' } });
    const tools = await json(await send(app, 'GET', '/api/bounties?repository=acme/tools&sort=reward'));
    expect(tools.body).toMatchObject({ success: true, next: null, bounties: [{ key: 'acme/tools#7', rewardAmount: 2500, fundedSatoshis: 0, operator: false }, { key: 'acme/tools#8', rewardAmount: 1000 }] });
    const rust = await json(await send(app, 'GET', '/api/bounties?label=rust'));
    expect((rust.body as { bounties: { key: string }[] }).bounties.map((bounty) => bounty.key)).toEqual(['acme/tools#8']);
    const keys: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await (await send(app, 'GET', `/api/bounties?limit=7${cursor === null ? '' : `&cursor=${cursor}`}`)).json()) as { bounties: { key: string }[]; next: string | null };
      keys.push(...page.bounties.map((bounty) => bounty.key));
      cursor = page.next;
    } while (cursor !== null);
    expect(keys).toHaveLength(32);
    expect(new Set(keys).size).toBe(32);
    expect(keys.filter((key) => key.startsWith('acme/tools#')).sort()).toEqual(['acme/tools#7', 'acme/tools#8']);
    expect(await json(await send(app, 'GET', '/api/bounties?funded=true'))).toEqual({ status: 200, body: { success: true, bounties: [], next: null } });
    expect((await json(await send(app, 'GET', '/api/bounties?cursor=bm90LWxpc3RlZA'))).status).toBe(400);
    const projects = (await (await send(app, 'GET', '/api/projects')).json()) as { projects: { fullName: string; operator: boolean; maintainers: string[]; totals: { openCount: number; openReward: { BAPP: number } } }[] };
    expect(projects.projects.map(({ fullName, operator, maintainers, totals }) => [fullName, operator, maintainers, totals.openCount])).toEqual([
      ['bitcoin-apps-suite/bitcoin-code', true, [], 30],
      ['acme/tools', false, ['sandbox-alice'], 2],
    ]);
    expect(projects.projects[1]?.totals.openReward).toEqual({ BAPP: 3500, BCODE: 0 });
    const project = await json(await send(app, 'GET', '/api/projects/acme/tools'));
    expect((project.body as { bounties: unknown[] }).bounties).toHaveLength(2);
    expect((await send(app, 'GET', '/api/projects/acme/nothing')).status).toBe(404);
  });

  it('disconnects for a maintainer only: another login is refused (403); then its contracts leave the board and its webhook is refused', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN, 'sandbox-alice');
    const bob = await signIn(app, BOB_TOKEN, 'sandbox-bob');
    const { repository, webhookSecret } = (await (await send(app, 'POST', '/api/repositories', { cookie: alice, body: { fullName: 'acme/tools' } })).json()) as Connected;
    expect(await json(await send(app, 'DELETE', `/api/repositories/${repository.id}`, { cookie: bob }))).toEqual({
      status: 403,
      body: problemBody(403, 'repository-maintainer-required', { field: 'fullName' }),
    });
    expect((await send(app, 'DELETE', `/api/repositories/${repository.id}`, { cookie: alice })).status).toBe(200);
    expect((await send(app, 'DELETE', `/api/repositories/${repository.id}`, { cookie: alice })).status).toBe(404);
    const left = (await (await send(app, 'GET', '/api/bounties?repository=acme/tools')).json()) as { bounties: unknown[] };
    expect(left.bounties).toEqual([]);
    expect((await deliver(app, repository.deliveryPath, webhookSecret)).status).toBe(401);
  });
});

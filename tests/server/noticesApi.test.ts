import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HistoryAnswer, NoticesAnswer, UnreadNoticesAnswer } from '../../src/adapters/wire/contractJournal.schema';
import { bothDatabases } from '../support/databases';
import { ALICE_TOKEN, BOB_TOKEN, clock, hubDatabasePerTest, hubServer, send, signIn } from './hubFixture';

type Inbox = { success: true; notices: { kind: string; issueNumber: number; to: string; title: string | null; readAt: number | null }[] };
const claim = (issueNumber: number) => ({ issueNumber, githubUsername: 'bobby', handcashHandle: '$bob', estimatedDays: 7 });

describe.each(bothDatabases())('the inbox of contract notices, on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);

  it('lists the signed-in person’s notices newest first with their contracts’ titles, counts the unread ones and marks them read', async () => {
    const { app } = hubServer(connectionOf());
    const bob = await signIn(app, BOB_TOKEN, 'bobby');
    const alice = await signIn(app, ALICE_TOKEN);
    const placedAt = clock.now;
    expect((await send(app, 'POST', '/api/claims', { cookie: bob, body: claim(4) })).status).toBe(201);
    expect((await send(app, 'DELETE', '/api/claims/4', { cookie: bob })).status).toBe(200);
    const inboxOf = async (cookie: string) => ((await (await send(app, 'GET', '/api/notices', { cookie })).json()) as Inbox).notices;
    const unreadOf = async (cookie: string) => (await (await send(app, 'GET', '/api/notices/count', { cookie })).json()) as unknown;
    const before = await inboxOf(bob);
    expect([before.map(({ kind, issueNumber, to, readAt }) => [kind, issueNumber, to, readAt]), await unreadOf(bob), await unreadOf(alice)]).toEqual([
      [
        ['released', 4, 'bob', null],
        ['claimed', 4, 'bob', null],
      ],
      { success: true, unread: 2 },
      { success: true, unread: 0 },
    ]);
    expect(before[0]?.title).toEqual(expect.any(String));
    // The answers are what the wire schemas (and so the OpenAPI document) say.
    const answers = [
      [NoticesAnswer, await (await send(app, 'GET', '/api/notices', { cookie: bob })).json()],
      [UnreadNoticesAnswer, await unreadOf(bob)],
      [HistoryAnswer, await (await send(app, 'GET', '/api/contracts/4/history')).json()],
    ] as const;
    expect(answers.map(([schema, body]) => v.safeParse(schema, body).success)).toEqual([true, true, true]);
    clock.now += 60_000;
    const marked = await send(app, 'POST', '/api/notices/read', { cookie: bob });
    expect([marked.status, await marked.json(), await unreadOf(bob), (await inboxOf(bob)).map((notice) => notice.readAt)]).toEqual([
      200,
      { success: true, marked: 2 },
      { success: true, unread: 0 },
      [placedAt + 60_000, placedAt + 60_000],
    ]);
    expect(await (await send(app, 'POST', '/api/notices/read', { cookie: bob })).json()).toEqual({ success: true, marked: 0 });
  });

  it('answers 401 to every inbox request without a session', async () => {
    const { app } = hubServer(connectionOf());
    const statuses = [];
    for (const [method, path] of [['GET', '/api/notices'], ['GET', '/api/notices/count'], ['POST', '/api/notices/read']] as const) statuses.push((await send(app, method, path)).status);
    expect(statuses).toEqual([401, 401, 401]);
  });
});

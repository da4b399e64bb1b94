import { describe, expect, it } from 'vitest';
import { ruleOf } from './problem';
import { SAMPLE_COMMISSION, SAMPLE_OFFER } from '../support/hubSubmissionsSamples';
import { bothDatabases } from '../support/databases';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, hubDatabasePerTest, hubServer, send, signIn } from './hubFixture';

const answerOf = async (response: Response | Promise<Response>) => {
  const answer = await response;
  return [answer.status, ruleOf(await answer.json())];
};
const NOT_HANDLES = ['$two words', '<img src=x>', `$${'a'.repeat(51)}`];

describe.each(bothDatabases())('the HandCash handle rule, on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);

  it('refuses a claim whose handle is not a HandCash handle (400 invalid-handcash-handle), and keeps one that is', async () => {
    const { app } = hubServer(connectionOf());
    const cookie = await signIn(app, ALICE_TOKEN, 'octocat');
    const claim = (issueNumber: number, handcashHandle: string) =>
      answerOf(send(app, 'POST', '/api/claims', { cookie, body: { issueNumber, githubUsername: 'octocat', handcashHandle } }));
    const refused = await Promise.all(NOT_HANDLES.map((handle, index) => claim(index + 1, handle)));
    const kept = await send(app, 'POST', '/api/claims', { cookie, body: { issueNumber: 9, githubUsername: 'octocat', handcashHandle: ' $Octo_1.x ' } });
    const claims = ((await (await send(app, 'GET', '/api/claims')).json()) as { claims: { handcashHandle: string }[] }).claims;
    expect({ refused, kept: kept.status, stored: claims.map((stored) => stored.handcashHandle) }).toEqual({
      refused: NOT_HANDLES.map(() => [400, 'invalid-handcash-handle']),
      kept: 201,
      stored: ['Octo_1.x'],
    });
  });

  it('opens no session for a holder whose handle is not a HandCash handle (401 invalid-handcash-handle)', async () => {
    const { app } = hubServer(connectionOf(), new StubWallet({ [ALICE_TOKEN]: 'two words', [BOB_TOKEN]: 'bob' }));
    const refused = await send(app, 'POST', '/api/session', { body: { authToken: ALICE_TOKEN } });
    const accepted = await send(app, 'POST', '/api/session', { body: { authToken: BOB_TOKEN } });
    expect([refused.status, ruleOf(await refused.json()), refused.headers.get('set-cookie'), accepted.status]).toEqual([401, 'invalid-handcash-handle', null, 200]);
  });

  it("refuses an offer's or a commission's contact written as a handle that is not one (contactHandleInvalid)", async () => {
    const { app } = hubServer(connectionOf());
    const cookie = await signIn(app, ALICE_TOKEN);
    const offers = await Promise.all(NOT_HANDLES.map((contact) => answerOf(send(app, 'POST', '/api/offers', { cookie, body: { ...SAMPLE_OFFER, contact } }))));
    const commissions = await Promise.all(
      NOT_HANDLES.map((contact) => answerOf(send(app, 'POST', '/api/commissions', { cookie, body: { ...SAMPLE_COMMISSION, contact } }))),
    );
    const kept = await answerOf(send(app, 'POST', '/api/offers', { cookie, body: { ...SAMPLE_OFFER, contact: '$alice' } }));
    expect({ offers, commissions, kept }).toEqual({
      // '<img src=x>' is not written as a handle: it is some other contact, which the other rules accept.
      offers: [[400, { contact: 'contactHandleInvalid' }], [201, undefined], [400, { contact: 'contactHandleInvalid' }]],
      commissions: [[400, { contact: 'contactHandleInvalid' }], [201, undefined], [400, { contact: 'contactHandleInvalid' }]],
      kept: [201, undefined],
    });
  });
});

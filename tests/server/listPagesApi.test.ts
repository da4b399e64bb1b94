import { describe, expect, it } from 'vitest';
import { ruleOf } from './problem';
import { SAMPLE_COMMISSION, SAMPLE_OFFER } from '../support/hubSubmissionsSamples';
import { bothDatabases } from '../support/databases';
import { ALICE_TOKEN, BOB_TOKEN, clock, hubDatabasePerTest, hubServer, send, signIn } from './hubFixture';

type App = ReturnType<typeof hubServer>['app'];
interface Answer {
  readonly status: number;
  readonly etag: string | null;
  readonly link: string | null;
  readonly body: Record<string, unknown> | null;
}
const read = async (app: App, path: string, headers: Record<string, string> = {}, cookie?: string): Promise<Answer> => {
  const answer = await send(app, 'GET', path, { headers, cookie });
  const text = await answer.text();
  return { status: answer.status, etag: answer.headers.get('etag'), link: answer.headers.get('link'), body: text === '' ? null : JSON.parse(text) };
};
const titles = (answer: Answer, key = 'offers') => (answer.body?.[key] as { title?: string; brief?: string }[]).map((item) => item.title ?? item.brief);

describe.each(bothDatabases())('paged lists, on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);

  it('walks the offers page by page through `next` (also the Link header); an offer posted meanwhile moves nothing', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    for (const title of ['one', 'two', 'three', 'four', 'five']) {
      clock.now += 1;
      await send(app, 'POST', '/api/offers', { cookie: alice, body: { ...SAMPLE_OFFER, title } });
    }
    const first = await read(app, '/api/offers?limit=2');
    clock.now += 1;
    await send(app, 'POST', '/api/offers', { cookie: alice, body: { ...SAMPLE_OFFER, title: 'six' } });
    const second = await read(app, `/api/offers?limit=2&cursor=${String(first.body?.['next'])}`);
    const third = await read(app, /^<([^>]+)>; rel="next"$/.exec(second.link ?? '')?.[1] ?? 'no Link header');
    expect({
      pages: [titles(first), titles(second), titles(third)],
      links: [first.link, third.link],
      last: third.body?.['next'],
    }).toEqual({
      pages: [['five', 'four'], ['three', 'two'], ['one']],
      links: [`</api/offers?limit=2&cursor=${String(first.body?.['next'])}>; rel="next"`, null],
      last: null,
    });
  });

  it('gives each page an ETag: a matching If-None-Match is 304 with no body, until a write changes the list', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    await send(app, 'POST', '/api/offers', { cookie: alice, body: SAMPLE_OFFER });
    const first = await read(app, '/api/offers');
    const again = await read(app, '/api/offers', { 'If-None-Match': first.etag ?? '' });
    const posted = await send(app, 'POST', '/api/offers', { cookie: alice, body: { ...SAMPLE_OFFER, title: 'Second' } });
    const changed = await read(app, '/api/offers', { 'If-None-Match': first.etag ?? '' });
    const withdrawn = await send(app, 'DELETE', '/api/offers/2', { cookie: alice });
    const afterWithdrawal = await read(app, '/api/offers', { 'If-None-Match': changed.etag ?? '' });
    expect({
      first: [first.status, /^"[\w-]{22}"$/.test(first.etag ?? '')],
      again: [again.status, again.etag === first.etag, again.body],
      changed: [posted.status, changed.status, changed.etag !== first.etag, titles(changed)],
      afterWithdrawal: [withdrawn.status, afterWithdrawal.status, afterWithdrawal.etag, titles(afterWithdrawal)],
    }).toEqual({
      first: [200, true],
      again: [304, true, null],
      changed: [201, 200, true, ['Second', SAMPLE_OFFER.title]],
      afterWithdrawal: [200, 200, first.etag, [SAMPLE_OFFER.title]],
    });
  });

  it('serves 30 a page unless asked, at most 100, and refuses a limit out of 1..100 or a cursor it did not give (400)', async () => {
    const { app, hub } = hubServer(connectionOf());
    for (let index = 0; index < 120; index += 1) await hub.offers.post({ ...SAMPLE_OFFER, title: `offer ${index}` }, 'alice', clock.now + index);
    const first = await read(app, '/api/offers');
    const whole = await read(app, '/api/offers?limit=100');
    const rest = await read(app, `/api/offers?limit=100&cursor=${String(whole.body?.['next'])}`);
    const refusals = await Promise.all(
      ['limit=0', 'limit=101', 'limit=abc', 'limit=', 'cursor=nope', 'cursor=', `cursor=${Buffer.from('1.0').toString('base64url')}`].map(async (query) => {
        const answer = await send(app, 'GET', `/api/offers?${query}`);
        return [answer.status, ruleOf(await answer.json())];
      }),
    );
    expect({ sizes: [titles(first).length, titles(whole).length, titles(rest).length, rest.body?.['next']], first: titles(whole)[0], refusals }).toEqual({
      sizes: [30, 100, 20, null],
      first: 'offer 119',
      refusals: [
        ...Array.from({ length: 4 }, () => [400, 'out-of-range:limit']),
        ...Array.from({ length: 3 }, () => [400, 'invalid-cursor:cursor']),
      ],
    });
  });

  it('pages the commissions and the inbox the same way, the inbox privately', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    const bob = await signIn(app, BOB_TOKEN);
    await send(app, 'POST', '/api/offers', { cookie: alice, body: SAMPLE_OFFER });
    for (const text of ['a', 'b', 'c']) {
      clock.now += 1;
      await send(app, 'POST', '/api/commissions', { cookie: alice, body: { ...SAMPLE_COMMISSION, title: text } });
      await send(app, 'POST', '/api/briefs', { cookie: bob, body: { offerId: '1', brief: text } });
    }
    const commissions = await read(app, '/api/commissions?limit=2');
    const moreCommissions = await read(app, `/api/commissions?limit=2&cursor=${String(commissions.body?.['next'])}`);
    const inbox = await read(app, '/api/briefs?limit=2', {}, alice);
    const moreInbox = await read(app, `/api/briefs?limit=2&cursor=${String(inbox.body?.['next'])}`, {}, alice);
    const unchanged = await send(app, 'GET', '/api/briefs?limit=2', { cookie: alice, headers: { 'If-None-Match': inbox.etag ?? '' } });
    expect({
      commissions: [titles(commissions, 'commissions'), titles(moreCommissions, 'commissions')],
      inbox: [titles(inbox, 'briefs'), titles(moreInbox, 'briefs'), moreInbox.body?.['next']],
      unchanged: [unchanged.status, unchanged.headers.get('cache-control')],
    }).toEqual({
      commissions: [['c', 'b'], ['a']],
      inbox: [['c', 'b'], ['a'], null],
      unchanged: [304, 'private, no-cache'],
    });
  });
});

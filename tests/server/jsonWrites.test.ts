import { describe, expect, it } from 'vitest';
import { SAMPLE_OFFER } from '../support/hubSubmissionsSamples';
import { ALICE_TOKEN, hubDatabasePerTest, hubServer, send, signIn } from './hubFixture';
import { problemBody } from './problem';

const connectionOf = hubDatabasePerTest();

const raw = (app: ReturnType<typeof hubServer>['app'], path: string, cookie: string, body: string, type?: string) =>
  app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { Origin: 'http://localhost', Cookie: cookie, ...(type === undefined ? {} : { 'Content-Type': type }) },
    body,
  });

describe('the bodies of writes', () => {
  it('must be said to be JSON: text/plain or no type is 415, JSON with a charset passes', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    const body = JSON.stringify(SAMPLE_OFFER);
    const answers = [
      await raw(app, '/api/offers', alice, body, 'text/plain'),
      await raw(app, '/api/offers', alice, body),
      await raw(app, '/api/offers', alice, body, 'application/json; charset=utf-8'),
    ];
    expect([answers[0]?.status, await answers[0]?.json(), answers[1]?.status, answers[2]?.status]).toEqual([
      415,
      problemBody(415, 'unsupported-media-type'),
      415,
      201,
    ]);
  });

  it('may hold no lone surrogate in any text, nested or a key: 400 naming the field, nothing stored', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    const answers = await Promise.all(
      [
        '{"title": "Half \\ud83d", "rest": 1}',
        JSON.stringify({ ...SAMPLE_OFFER, skills: ['TypeScript', 'x\udc00'] }),
        '{"\\udfff": 1}',
      ].map(async (body) => (await raw(app, '/api/offers', alice, body, 'application/json')).json()),
    );
    const listed = (await (await send(app, 'GET', '/api/offers')).json()) as { offers: unknown[] };
    expect([answers, listed.offers]).toEqual([
      [
        problemBody(400, 'lone-surrogate', { field: 'title' }),
        problemBody(400, 'lone-surrogate', { field: 'skills.1' }),
        problemBody(400, 'lone-surrogate', { field: '\udfff' }),
      ],
      [],
    ]);
  });

  it('keep a whole emoji (a surrogate pair) as sent', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    const posted = await send(app, 'POST', '/api/offers', { cookie: alice, body: { ...SAMPLE_OFFER, title: 'Fast 🚀 parser' } });
    expect([posted.status, ((await posted.json()) as { offer: { title: string } }).offer.title]).toEqual([201, 'Fast 🚀 parser']);
  });
});

import { describe, expect, it } from 'vitest';
import { openPgliteCopy } from '../support/databases';
import { codeOf, problemBody } from './problem';
import { SAMPLE_COMMISSION, SAMPLE_OFFER } from '../support/hubSubmissionsSamples';
import { hubOn } from '../../src/composition/server/openHub';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, clock, hubServer, send, signIn, hubDatabasePerTest } from './hubFixture';
import { serverFor } from './serverFixture';

const connectionOf = hubDatabasePerTest();

const NOW = Date.UTC(2026, 10, 23, 12);
/** What a refusal names: the domain's code per field for a refused form, else the rule's code (and field). */
const ruleOf = (body: Record<string, unknown>) => (body['code'] === 'invalid-fields' ? body['fieldErrors'] : codeOf(body));

const json = async (response: Response | Promise<Response>) => {
  const answer = await response;
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

describe('the service offers API', () => {
  it('lets a signed-in person post an offer that everyone then sees; only the poster withdraws it', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    const bob = await signIn(app, BOB_TOKEN);
    const posted = await json(send(app, 'POST', '/api/offers', { cookie: alice, body: { ...SAMPLE_OFFER, title: '  Padded  ' } }));
    const offer = { ...SAMPLE_OFFER, title: 'Padded', id: '1', poster: 'alice', postedAt: NOW };
    const listed = await json(send(app, 'GET', '/api/offers'));
    const statuses = [
      (await send(app, 'DELETE', '/api/offers/1', { cookie: bob })).status,
      (await send(app, 'DELETE', '/api/offers/1')).status,
      (await send(app, 'DELETE', '/api/offers/1', { cookie: alice })).status,
      (await send(app, 'DELETE', '/api/offers/1', { cookie: alice })).status,
    ];
    expect([posted, listed, statuses, (await json(send(app, 'GET', '/api/offers'))).body]).toEqual([
      { status: 201, body: { success: true, offer } },
      { status: 200, body: { success: true, offers: [offer], next: null } },
      [403, 401, 200, 404],
      { success: true, offers: [], next: null },
    ]);
  });

  it.each([
    ['not JSON', '{', ['not-json']],
    ['a rate as text', { ...SAMPLE_OFFER, hourlyRateBsv: '1' }, ['invalid-field', 'hourlyRateBsv']],
    ['no skills list', { ...SAMPLE_OFFER, skills: undefined }, ['invalid-field', 'skills']],
    ['a blank title', { ...SAMPLE_OFFER, title: ' ' }, { title: 'titleRequired' }],
    [
      'a rate with 5 decimals and a bad portfolio',
      { ...SAMPLE_OFFER, hourlyRateBsv: 0.00001, portfolio: 'javascript:alert(1)' },
      { hourlyRate: 'hourlyRateInvalid', portfolio: 'portfolioInvalid' },
    ],
    ['an unknown availability', { ...SAMPLE_OFFER, availability: 'always' }, { availability: 'availabilityInvalid' }],
  ])('answers 400 for %s, naming the field and the form\'s rule', async (_name, body, rule) => {
    const { app } = hubServer(connectionOf());
    const answer = await json(send(app, 'POST', '/api/offers', { cookie: await signIn(app, ALICE_TOKEN), body }));
    expect([answer.status, ruleOf(answer.body)]).toEqual([400, rule]);
  });

  it('gives the domain codes by field with a refused offer, for the page to word', async () => {
    const { app } = hubServer(connectionOf());
    const answer = await json(send(app, 'POST', '/api/offers', { cookie: await signIn(app, ALICE_TOKEN), body: { ...SAMPLE_OFFER, contact: '', skills: [' '] } }));
    expect(answer.body).toEqual(problemBody(400, 'invalid-fields', { fieldErrors: { skills: 'skillsRequired', contact: 'contactRequired' } }));
  });

  it('answers 401 without a session, 403 cross-site, 413 over 16 KB', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    const statuses = [
      (await send(app, 'POST', '/api/offers', { body: SAMPLE_OFFER })).status,
      (await send(app, 'POST', '/api/offers', { cookie: alice, body: SAMPLE_OFFER, headers: { Origin: 'https://evil.example' } })).status,
      (await send(app, 'POST', '/api/offers', { cookie: alice, body: { ...SAMPLE_OFFER, description: 'x'.repeat(17 * 1024) } })).status,
      (await send(app, 'PUT', '/api/offers', { cookie: alice, body: SAMPLE_OFFER })).status,
    ];
    expect(statuses).toEqual([401, 403, 413, 405]);
  });
});

describe('the commissions API', () => {
  it('lists open commissions newest first to a signed-out visitor; the poster closes one', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    await send(app, 'POST', '/api/commissions', { cookie: alice, body: SAMPLE_COMMISSION });
    clock.now = NOW + 1000;
    const newer = await json(send(app, 'POST', '/api/commissions', { cookie: alice, body: { ...SAMPLE_COMMISSION, title: 'Newer' } }));
    const titles = async () => ((await json(send(app, 'GET', '/api/commissions'))).body['commissions'] as { title: string }[]).map((item) => item.title);
    const before = await titles();
    const refused = (await send(app, 'DELETE', '/api/commissions/2', { cookie: await signIn(app, BOB_TOKEN) })).status;
    const closed = (await send(app, 'DELETE', '/api/commissions/2', { cookie: alice })).status;
    expect([newer.status, before, refused, closed, await titles()]).toEqual([201, ['Newer', SAMPLE_COMMISSION.title], 403, 200, [SAMPLE_COMMISSION.title]]);
  });

  it.each([
    ['a missing budget', { ...SAMPLE_COMMISSION, budget: '' }, { budget: 'budgetRequired' }],
    ['a company as a number', { ...SAMPLE_COMMISSION, company: 5 }, ['invalid-field', 'company']],
    ['blank requirements', { ...SAMPLE_COMMISSION, requirements: '  ' }, { requirements: 'requirementsRequired' }],
  ])('answers 400 for %s', async (_name, body, rule) => {
    const { app } = hubServer(connectionOf());
    const answer = await json(send(app, 'POST', '/api/commissions', { cookie: await signIn(app, ALICE_TOKEN), body }));
    expect([answer.status, ruleOf(answer.body)]).toEqual([400, rule]);
  });

  it('answers 404 for an unknown commission and 401 without a session', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    const statuses = [
      (await send(app, 'DELETE', '/api/commissions/5', { cookie: alice })).status,
      (await send(app, 'DELETE', '/api/commissions/x', { cookie: alice })).status,
      (await send(app, 'POST', '/api/commissions', { body: SAMPLE_COMMISSION })).status,
    ];
    expect(statuses).toEqual([404, 404, 401]);
  });
});

describe('the briefs API', () => {
  it('delivers a brief to the poster of the offer, who lists and counts it; others see none', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    const bob = await signIn(app, BOB_TOKEN);
    await send(app, 'POST', '/api/offers', { cookie: alice, body: SAMPLE_OFFER });
    const sent = await json(send(app, 'POST', '/api/briefs', { cookie: bob, body: { offerId: '1', brief: ' <img src=x> ' } }));
    const brief = { id: '1', offerId: '1', offerTitle: SAMPLE_OFFER.title, from: 'bob', brief: '<img src=x>', sentAt: NOW };
    expect([
      sent,
      await json(send(app, 'GET', '/api/briefs', { cookie: alice })),
      await json(send(app, 'GET', '/api/briefs/count', { cookie: alice })),
      await json(send(app, 'GET', '/api/briefs/count', { cookie: bob })),
    ]).toEqual([
      { status: 201, body: { success: true, brief } },
      { status: 200, body: { success: true, briefs: [brief], next: null } },
      { status: 200, body: { success: true, count: 1 } },
      { status: 200, body: { success: true, count: 0 } },
    ]);
  });

  it('answers 400 for a blank brief or a bad offer id, 404 for an offer that is not open, 401 signed out', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    const answers = [
      await json(send(app, 'POST', '/api/briefs', { cookie: alice, body: { offerId: '1', brief: '  ' } })),
      await json(send(app, 'POST', '/api/briefs', { cookie: alice, body: { offerId: 1, brief: 'Hi' } })),
      await json(send(app, 'POST', '/api/briefs', { cookie: alice, body: { offerId: '9', brief: 'Hi' } })),
      await json(send(app, 'GET', '/api/briefs')),
      await json(send(app, 'GET', '/api/briefs/count')),
    ];
    expect(answers.map((answer) => [answer.status, ruleOf(answer.body)])).toEqual([
      [400, { brief: 'briefRequired' }],
      [400, ['invalid-field', 'offerId']],
      [404, ['offer-not-found']],
      [401, ['not-authenticated']],
      [401, ['not-authenticated']],
    ]);
  });
});

describe('a database that is down', () => {
  it('answers 503 with a clear message for every submission endpoint', async () => {
    const down = await openPgliteCopy();
    const { app } = hubServer(down);
    const alice = await signIn(app, ALICE_TOKEN);
    await down.close();
    const answers = await Promise.all([
      json(send(app, 'GET', '/api/offers')),
      json(send(app, 'POST', '/api/offers', { cookie: alice, body: SAMPLE_OFFER })),
      json(send(app, 'GET', '/api/commissions')),
      json(send(app, 'POST', '/api/briefs', { cookie: alice, body: { offerId: '1', brief: 'Hi' } })),
    ]);
    // The session itself lives in the database: a signed-in write meets the closed database first.
    const expected = { status: 503, body: problemBody(503, 'database-unavailable') };
    expect(answers).toEqual([expected, expected, expected, expected]);
  }, 60_000);
});

describe('the write rate limit on submissions', () => {
  it('answers 429 with Retry-After past the limit; the lists stay readable', async () => {
    const limited = serverFor({ WRITE_RATE_LIMIT: '2' }, { hub: hubOn(connectionOf(), new StubWallet({}), AesTokenCipher.fromSecret('x'.repeat(32)), () => clock.now), now: () => clock.now });
    const statuses = [];
    for (const path of ['/api/offers', '/api/commissions', '/api/briefs']) statuses.push((await send(limited, 'POST', path, { body: {} })).status);
    const refused = await send(limited, 'DELETE', '/api/offers/1');
    expect([statuses, refused.status, refused.headers.get('retry-after'), (await send(limited, 'GET', '/api/offers')).status]).toEqual([[401, 401, 429], 429, '60', 200]);
  });
});

import { describe, expect, it } from 'vitest';
import { ruleOf } from './problem';
import { SAMPLE_COMMISSION, SAMPLE_OFFER } from '../support/hubSubmissionsSamples';
import { bothDatabases } from '../support/databases';
import { ALICE_TOKEN, BOB_TOKEN, hubDatabasePerTest, hubServer, send, signIn } from './hubFixture';

type App = ReturnType<typeof hubServer>['app'];
const answerOf = async (response: Response | Promise<Response>) => {
  const answer = await response;
  return [answer.status, ruleOf(await answer.json())];
};
/** Posts every body at once (the bad ones beside a good one), then reads the list: nothing bad was kept. */
async function postAll(app: App, path: string, cookie: string, bodies: readonly unknown[]) {
  const answers = await Promise.all(bodies.map((body) => answerOf(send(app, 'POST', path, { cookie, body }))));
  const listed = (await (await send(app, 'GET', path, { cookie })).json()) as Record<string, unknown>;
  return { answers, listed };
}
const nulIn = (text: string) => `${text.slice(0, 2)}\u0000${text.slice(2)}`;

describe.each(bothDatabases())('on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);

  describe('the offers, commissions and briefs APIs with values the database cannot hold', () => {
    it('refuse NUL in every text field of an offer (400 naming the field, its code for the form), keeping only the good offer sent beside them', async () => {
      const { app } = hubServer(connectionOf());
      const bad = [
        { ...SAMPLE_OFFER, title: nulIn(SAMPLE_OFFER.title) },
        { ...SAMPLE_OFFER, description: nulIn(SAMPLE_OFFER.description) },
        { ...SAMPLE_OFFER, skills: ['sCrypt', 'Ty\u0000pe'] },
        { ...SAMPLE_OFFER, portfolio: 'https://example.com/\u0000' },
        { ...SAMPLE_OFFER, contact: '\u0000' },
        { ...SAMPLE_OFFER, availability: 'part-time\u0000' },
        { ...SAMPLE_OFFER, hourlyRateBsv: -1 },
        { ...SAMPLE_OFFER, hourlyRateBsv: 1e300 },
        { ...SAMPLE_OFFER, hourlyRateBsv: 2 ** 53 },
      ];
      const { answers, listed } = await postAll(app, '/api/offers', await signIn(app, ALICE_TOKEN), [...bad, SAMPLE_OFFER]);
      expect([answers, (listed['offers'] as { title: string }[]).map((offer) => offer.title)]).toEqual([
        [
          ...['title', 'description', 'skills', 'portfolio', 'contact'].map((field) => [400, { [field]: 'nulCharacter' }]),
          [400, { availability: 'availabilityInvalid' }],
          [400, { hourlyRate: 'hourlyRateInvalid' }],
          [400, { hourlyRate: 'hourlyRateInvalid' }],
          [400, { hourlyRate: 'hourlyRateTooHigh' }],
          [201, undefined],
        ],
        [SAMPLE_OFFER.title],
      ]);
    });

    it('refuse NUL in every text field of a commission, keeping only the good commission sent beside them', async () => {
      const { app } = hubServer(connectionOf());
      const fields = ['title', 'company', 'description', 'requirements', 'techStack', 'contact'] as const;
      const bad = fields.map((field) =>
        field === 'techStack' ? { ...SAMPLE_COMMISSION, techStack: ['\u0000'] } : { ...SAMPLE_COMMISSION, [field]: nulIn(SAMPLE_COMMISSION[field] ?? 'Shop') },
      );
      const { answers, listed } = await postAll(app, '/api/commissions', await signIn(app, ALICE_TOKEN), [
        ...bad,
        { ...SAMPLE_COMMISSION, projectType: '\u0000' },
        SAMPLE_COMMISSION,
      ]);
      expect([answers, (listed['commissions'] as { title: string }[]).map((commission) => commission.title)]).toEqual([
        [
          ...fields.map((field) => [400, { [field]: 'nulCharacter' }]),
          [400, { projectType: 'projectTypeInvalid' }],
          [201, undefined],
        ],
        [SAMPLE_COMMISSION.title],
      ]);
    });

    it('refuse a brief holding NUL and offer ids that name no offer; the good brief sent beside them arrives alone', async () => {
      const { app } = hubServer(connectionOf());
      const alice = await signIn(app, ALICE_TOKEN);
      await send(app, 'POST', '/api/offers', { cookie: alice, body: SAMPLE_OFFER });
      const { answers } = await postAll(app, '/api/briefs', await signIn(app, BOB_TOKEN), [
        { offerId: '1', brief: 'Build\u0000 it' },
        { offerId: '1\u0000', brief: 'Build it' },
        { offerId: '99999999999999999999', brief: 'Build it' },
        { offerId: 1, brief: 'Build it' },
        { offerId: '9999999999999999', brief: 'Build it' },
        { offerId: '1', brief: 'Build it' },
      ]);
      const inbox = (await (await send(app, 'GET', '/api/briefs', { cookie: alice })).json()) as { briefs: { brief: string }[] };
      expect([answers, inbox.briefs.map((brief) => brief.brief)]).toEqual([
        [
          [400, { brief: 'nulCharacter' }],
          [400, 'not-an-offer-id:offerId'],
          [400, 'not-an-offer-id:offerId'],
          [400, 'invalid-field:offerId'],
          [404, 'offer-not-found'],
          [201, undefined],
        ],
        ['Build it'],
      ]);
    });

    it('answer 404 when withdrawing or closing with an id no row can have', async () => {
      const { app } = hubServer(connectionOf());
      const alice = await signIn(app, ALICE_TOKEN);
      const paths = ['/api/offers/99999999999999999999', '/api/offers/%00', '/api/commissions/9007199254740993', '/api/commissions/-1'];
      const statuses = await Promise.all(paths.map(async (path) => (await send(app, 'DELETE', path, { cookie: alice })).status));
      expect(statuses).toEqual([404, 404, 404, 404]);
    });
  });

  describe('the claims API with values the database cannot hold', () => {
    const form = { issueNumber: 12, githubUsername: 'octo', handcashHandle: '$audit', estimatedDays: 3 };

    it('refuses NUL in a name and numbers outside the integer column, naming the field; the good claim sent beside them is placed alone', async () => {
      const { app } = hubServer(connectionOf());
      const { answers, listed } = await postAll(app, '/api/claims', await signIn(app, ALICE_TOKEN, 'octo'), [
        { ...form, handcashHandle: '$au\u0000dit' },
        { ...form, issueNumber: 2_147_483_648 },
        { ...form, issueNumber: -2_147_483_649 },
        { ...form, issueNumber: 12.5 },
        { ...form, issueNumber: 2 ** 53 + 2 },
        { ...form, estimatedDays: 2_147_483_648 },
        { ...form, estimatedDays: 3.5 },
        form,
      ]);
      expect([answers, (listed['claims'] as { issueNumber: number }[]).map((claim) => claim.issueNumber)]).toEqual([
        [
          [400, 'nul-character:handcashHandle'],
          ...[0, 1, 2, 3].map(() => [400, 'out-of-range:issueNumber']),
          ...[0, 1].map(() => [400, 'invalid-deadline']),
          [201, undefined],
        ],
        [12],
      ]);
    });

    it('answers 400 naming the issue number when releasing a path that is no whole number from 1 to 2147483647', async () => {
      const { app } = hubServer(connectionOf());
      const alice = await signIn(app, ALICE_TOKEN);
      const paths = ['2147483648', '9999999999', '99999999999999999999', '-1', '1.5', '0', '%00', '12%00', '2147483647'];
      const answers = await Promise.all(paths.map((path) => answerOf(send(app, 'DELETE', `/api/claims/${path}`, { cookie: alice }))));
      const refused = [400, 'out-of-range:issueNumber'];
      expect(answers).toEqual([...paths.slice(0, -1).map(() => refused), [404, 'no-open-claim']]);
    });
  });
});

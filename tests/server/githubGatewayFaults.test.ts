import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubMode } from '../support/fakeGitHub';
import { gatewayApp, ISSUES_PATH, manualTime } from './gatewayFixture';

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({ issues: 3 });
});
afterEach(() => fake.close());

const errorOf = async (response: Response) => ({
  status: response.status,
  marked: response.headers.get('x-github-gateway-error'),
  error: ((await response.json()) as { error: { code: string; message: string } }).error,
});

describe('the GitHub gateway when GitHub fails', () => {
  const cases: readonly { mode: FakeGitHubMode; status: number; code: string; message: RegExp; log: RegExp }[] = [
    { mode: 'rate-limited', status: 429, code: 'rate-limited', message: /rate limit is used up/, log: /rate limited; no call to GitHub before 20/ },
    { mode: 'too-many', status: 429, code: 'rate-limited', message: /rate limit is used up/, log: /rate limited/ },
    { mode: 'bad-token', status: 502, code: 'http-status', message: /refused the server's token \(401\)/, log: /401 Bad credentials: GITHUB_TOKEN is wrong/ },
    { mode: 'error', status: 502, code: 'http-status', message: /GitHub answered 500/, log: /answered 500/ },
    { mode: 'not-json', status: 502, code: 'malformed-response', message: /not valid JSON/, log: /body that is not JSON/ },
    { mode: 'wrong-shape', status: 502, code: 'malformed-response', message: /not a list/, log: /wrong shape/ },
    { mode: 'silent', status: 504, code: 'network', message: /did not answer within 0.3 s/, log: /no answer within 0.3 s/ },
  ];
  for (const fault of cases) {
    it(`answers ${fault.status} with the reason on ${fault.mode}, and logs what happened`, async () => {
      fake.mode = fault.mode;
      // Short only where the wait is the point: on a loaded machine a fake's answer can take longer than 0.3 s.
      const { app, logged } = gatewayApp(fake, { timeoutMs: fault.mode === 'silent' ? 300 : 5_000 });
      const answer = await errorOf(await app.request(ISSUES_PATH));
      expect(answer).toMatchObject({ status: fault.status, marked: '1', error: { code: fault.code } });
      expect(answer.error.message).toMatch(fault.message);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(fault.log);
    });
  }

  it('waits 10 s for GitHub by default', async () => {
    fake.mode = 'silent';
    const { app } = gatewayApp(fake, { timeoutMs: undefined });
    const started = Date.now();
    const answer = await errorOf(await app.request(ISSUES_PATH));
    expect({ status: answer.status, message: answer.error.message, waited: Date.now() - started >= 9_900 }).toEqual({
      status: 504, message: 'GitHub did not answer within 10 s.', waited: true,
    });
  }, 15_000);

  it('honours Retry-After: no call to GitHub before it, for any URL, and the reset time is given', async () => {
    const time = manualTime();
    fake.mode = 'too-many';
    fake.retryAfterSeconds = 120;
    const { app } = gatewayApp(fake, { now: () => time.now });
    const limited = await app.request(ISSUES_PATH);
    const body = (await limited.json()) as { error: { rateLimitResetAt: number } };
    fake.mode = 'ok';
    time.advance(61_000);
    const stillLimited = await app.request(ISSUES_PATH);
    const otherUrl = await app.request(`${ISSUES_PATH}&page=2`);
    time.advance(60_000);
    const after = await app.request(ISSUES_PATH);
    expect({
      retryAfter: limited.headers.get('retry-after'),
      resetAt: body.error.rateLimitResetAt - Date.UTC(2026, 10, 23, 10, 0, 0),
      statuses: [limited.status, stillLimited.status, otherUrl.status, after.status],
      upstream: fake.requests.length,
    }).toEqual({ retryAfter: '120', resetAt: 120_000, statuses: [429, 429, 429, 200], upstream: 2 });
  });

  it('keeps serving the last good answer with a warning when a revalidation fails', async () => {
    const time = manualTime();
    const { app, logged } = gatewayApp(fake, { now: () => time.now });
    await app.request(ISSUES_PATH);
    fake.mode = 'error';
    time.advance(60_000);
    const stale = await app.request(ISSUES_PATH);
    const again = await app.request(ISSUES_PATH);
    expect({
      status: stale.status,
      items: ((await stale.json()) as unknown[]).length,
      warning: JSON.parse(decodeURIComponent(stale.headers.get('x-github-gateway-warning') ?? '{}')) as unknown,
      againWarned: again.headers.has('x-github-gateway-warning'),
      upstream: fake.requests.length,
      logged: logged.length,
    }).toEqual({ status: 200, items: 3, warning: { code: 'http-status', message: 'GitHub answered 500.' }, againWarned: true, upstream: 2, logged: 1 });
  });
});

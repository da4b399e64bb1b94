import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakePull, startFakeGitHub, type FakeGitHub } from '../support/fakeGitHub';
import { gatewayApp, ISSUES_PATH, manualTime, PULLS_PATH } from './gatewayFixture';

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({ issues: 250 });
});
afterEach(() => fake.close());

const numbersOf = async (response: Response) => ((await response.json()) as { number: number }[]).map((item) => item.number);

describe('the GitHub gateway', () => {
  it('serves N concurrent visitors with one upstream call, authenticated with GITHUB_TOKEN', async () => {
    fake.delayMs = 150;
    const { app } = gatewayApp(fake);
    const responses = await Promise.all(Array.from({ length: 25 }, () => app.request(ISSUES_PATH)));
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect({
      statuses: [...new Set(responses.map((response) => response.status))],
      sameBody: new Set(bodies).size,
      upstream: fake.requests.map((request) => [request.path, request.authorization]),
    }).toEqual({ statuses: [200], sameBody: 1, upstream: [['/repos/o/r/issues?state=all&per_page=100', 'Bearer test-token']] });
  });

  it('revalidates at most once a minute per URL, with If-None-Match; a 304 keeps the answer', async () => {
    const time = manualTime();
    const { app } = gatewayApp(fake, { now: () => time.now });
    const first = await app.request(ISSUES_PATH);
    const etag = first.headers.get('etag');
    time.advance(59_000);
    await app.request(ISSUES_PATH);
    const browserRevalidation = await app.request(ISSUES_PATH, { headers: { 'If-None-Match': etag ?? '' } });
    time.advance(2_000);
    const afterMinute = await app.request(ISSUES_PATH);
    expect({
      etag: etag?.startsWith('W/"'),
      browserRevalidation: browserRevalidation.status,
      afterMinute: [afterMinute.status, (await numbersOf(afterMinute)).length],
      upstream: fake.requests.map((request) => request.ifNoneMatch),
    }).toEqual({ etag: true, browserRevalidation: 304, afterMinute: [200, 100], upstream: [null, etag] });
  });

  it('pages through the Link header: 250 issues on 3 pages, each linking to the next on the gateway', async () => {
    const { app } = gatewayApp(fake);
    const pages: { link: string | null; count: number }[] = [];
    let path: string | null = ISSUES_PATH;
    while (path !== null) {
      const response: Response = await app.request(path);
      const link = response.headers.get('link');
      pages.push({ link, count: (await numbersOf(response)).length });
      path = link === null ? null : (/<([^>]+)>/.exec(link)?.[1] ?? null);
    }
    expect(pages).toEqual([
      { link: '</api/github/repos/o/r/issues?state=all&per_page=100&page=2>; rel="next"', count: 100 },
      { link: '</api/github/repos/o/r/issues?state=all&per_page=100&page=3>; rel="next"', count: 100 },
      { link: null, count: 50 },
    ]);
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/repos/o/r/issues?state=all&per_page=100',
      '/repos/o/r/issues?state=all&per_page=100&page=2',
      '/repos/o/r/issues?state=all&per_page=100&page=3',
    ]);
  });

  it('stops at GITHUB_MAX_PAGES and serves only the configured repository', async () => {
    const { app } = gatewayApp(fake, {}, { GITHUB_MAX_PAGES: '2' });
    const second = await app.request(`${ISSUES_PATH}&page=2`);
    const statuses = await Promise.all([`${ISSUES_PATH}&page=3`, '/api/github/repos/other/repo/issues', '/api/github/repos/o/r/commits'].map(async (path) => (await app.request(path)).status));
    expect({ secondLink: second.headers.get('link'), statuses, upstream: fake.requests.length }).toEqual({ secondLink: null, statuses: [404, 404, 404], upstream: 1 });
  });

  it('counts open issues from the same pages, pull requests and closed issues left out, with no search call', async () => {
    fake.issues = fake.issues.map((issue, index) => (index % 5 === 0 ? { ...issue, state: 'closed' } : index % 7 === 0 ? { ...issue, pull_request: {} } : issue));
    const expected = fake.issues.filter((issue) => issue.state === 'open' && !('pull_request' in issue)).length;
    const { app } = gatewayApp(fake);
    await app.request(ISSUES_PATH);
    const count = await app.request('/api/github/open-issue-count');
    await app.request('/api/github/open-issue-count');
    expect({ count: await count.json(), upstream: fake.requests.map((request) => request.path.split('?')[0]) }).toEqual({
      count: { count: expected },
      upstream: ['/repos/o/r/issues', '/repos/o/r/issues', '/repos/o/r/issues'],
    });
  });

  it('serves pull requests through the same cache', async () => {
    fake.pulls = [fakePull(300, 1), fakePull(301, 2, 'closed')];
    const { app } = gatewayApp(fake);
    const responses = await Promise.all([app.request(PULLS_PATH), app.request(PULLS_PATH)]);
    expect({ numbers: await numbersOf(responses[0] as Response), upstream: fake.requests.length }).toEqual({ numbers: [300, 301], upstream: 1 });
  });
});

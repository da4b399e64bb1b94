import { lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GitHubIssueTracker } from '../../../src/adapters/github/githubIssueTracker.adapter';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { TEST_NOW } from '../../support/testContainer';

const ISSUES = [
  { number: 1, html_url: 'https://github.com/o/r/issues/1', title: 'One', body: null, state: 'open', assignee: null, labels: [{ name: 'docs' }, 'bounty', 7], updated_at: '2026-11-01T00:00:00Z' },
  { number: 2, html_url: 'https://github.com/o/r/pull/2', title: 'PR', body: 'Fixes #1', state: 'open', labels: [], pull_request: {} },
  { number: 'three', title: 'malformed' },
];
const PULLS = [{ number: 2, html_url: 'https://github.com/o/r/pull/2', title: 'PR', body: 'Fixes #1', state: 'closed', merged_at: '2026-01-01T00:00:00Z' }];

const OPTIONS = { apiUrl: 'https://api.test', repository: 'o/r', maxPages: 10, freshMs: 5 * 60_000 };

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

function fakeGitHub(answers: (url: string, headers: Headers) => Answer) {
  const calls: { url: string; ifNoneMatch: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ url, ifNoneMatch: headers.get('if-none-match') });
    const answer = answers(url, headers);
    return new Response(answer.status === 304 ? null : JSON.stringify(answer.body), { status: answer.status, headers: answer.headers });
  });
  return calls;
}

const happy = (url: string): Answer =>
  url.includes('/issues?') ? { status: 200, body: ISSUES, headers: { etag: '"i1"' } } : { status: 200, body: PULLS, headers: { etag: '"p1"' } };

describe('GitHubIssueTracker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates the answer: skips malformed items, marks pull requests, flattens labels', async () => {
    const calls = fakeGitHub(happy);
    const tracker = new GitHubIssueTracker(OPTIONS, new MemoryKeyValueStore(), new ManualClock(TEST_NOW));
    const updates = await lastValueFrom(tracker.load().pipe(toArray()));
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.test/repos/o/r/issues?state=all&per_page=100',
      'https://api.test/repos/o/r/pulls?state=all&per_page=100',
    ]);
    expect(updates).toEqual([
      {
        kind: 'records', source: 'network', revalidating: false,
        records: {
          fetchedAt: TEST_NOW,
          issues: [
            { number: 1, htmlUrl: 'https://github.com/o/r/issues/1', title: 'One', body: null, state: 'open', assigneeLogin: null, labels: ['docs', 'bounty'], isPullRequest: false, updatedAt: '2026-11-01T00:00:00Z' },
            { number: 2, htmlUrl: 'https://github.com/o/r/pull/2', title: 'PR', body: 'Fixes #1', state: 'open', assigneeLogin: null, labels: [], isPullRequest: true, updatedAt: null },
          ],
          pulls: [{ number: 2, htmlUrl: 'https://github.com/o/r/pull/2', title: 'PR', body: 'Fixes #1', state: 'closed', merged: true, authorLogin: null }],
        },
      },
    ]);
  });

  it('uses a fresh cached answer without asking, and revalidates a stale one with its ETags', async () => {
    const storage = new MemoryKeyValueStore();
    const clock = new ManualClock(TEST_NOW);
    const tracker = new GitHubIssueTracker(OPTIONS, storage, clock);
    fakeGitHub(happy);
    await lastValueFrom(tracker.load().pipe(toArray()));
    const calls = fakeGitHub(() => ({ status: 304 }));
    const fresh = await lastValueFrom(tracker.load().pipe(toArray()));
    expect({ calls: calls.length, kinds: fresh.map((update) => update.kind === 'records' && update.source) }).toEqual({ calls: 0, kinds: ['cache'] });
    clock.advance(10 * 60_000);
    const revalidated = await lastValueFrom(tracker.load().pipe(toArray()));
    expect(calls.map((call) => call.ifNoneMatch)).toEqual(['"i1"', '"p1"']);
    expect(revalidated.map((update) => update.kind === 'records' && [update.source, update.revalidating, update.records.issues.length])).toEqual([
      ['cache', true, 2],
      ['network', false, 2],
    ]);
  });

  it('reports a spent rate limit with its reset time, and a non-array answer', async () => {
    fakeGitHub(() => ({ status: 403, body: { message: 'rate limited' }, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1800000000' } }));
    const tracker = new GitHubIssueTracker(OPTIONS, new MemoryKeyValueStore(), new ManualClock(TEST_NOW));
    const limited = await lastValueFrom(tracker.load().pipe(toArray()));
    fakeGitHub(() => ({ status: 200, body: { message: 'Not Found' } }));
    const malformed = await lastValueFrom(tracker.load().pipe(toArray()));
    expect([limited, malformed].map((updates) => updates.map((update) => update.kind === 'failure' && [update.error.code, update.error.rateLimitResetAt]))).toEqual([
      [['rate-limited', 1_800_000_000_000]],
      [['malformed-response', undefined]],
    ]);
  });

  it('discards a corrupted cache', async () => {
    const storage = new MemoryKeyValueStore({ 'githubRecords:o/r': '{"version":2,"issuePages":[{"url":"x","etag":null,"next":null,"items":[{"number":"x"}]}],"pullPages":[],"fetchedAt":1}' });
    const calls = fakeGitHub(happy);
    const tracker = new GitHubIssueTracker(OPTIONS, storage, new ManualClock(TEST_NOW));
    const updates = await lastValueFrom(tracker.load().pipe(toArray()));
    expect({ calls: calls.length, sources: updates.map((update) => update.kind === 'records' && update.source) }).toEqual({ calls: 2, sources: ['network'] });
  });
});

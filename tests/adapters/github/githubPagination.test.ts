import { lastValueFrom, Subject, toArray } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubIssueTracker } from '../../../src/adapters/github/githubIssueTracker.adapter';
import { GitHubRepositoryStats } from '../../../src/adapters/github/githubRepositoryStats.adapter';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import type { RepositoryRecordsUpdate } from '../../../src/ports/issueTracker.port';
import type { CodeHostError } from '../../../src/ports/codeHostError';
import type { Result } from '../../../src/domain/shared/result';
import { fakePull, startFakeGitHub, type FakeGitHub } from '../../support/fakeGitHub';
import { TEST_NOW } from '../../support/testContainer';

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({ issues: 250, pulls: [fakePull(300, 250)] });
});
afterEach(() => fake.close());

const trackerFor = (options: { maxPages?: number; freshMs?: number; changes?: Subject<unknown> } = {}, storage = new MemoryKeyValueStore()) =>
  new GitHubIssueTracker({ apiUrl: fake.url, repository: 'o/r', maxPages: 10, freshMs: 0, ...options }, storage, new ManualClock(TEST_NOW));

const summary = (update: RepositoryRecordsUpdate) =>
  update.kind === 'records' ? [update.source, update.revalidating, update.records.issues.length, update.records.pulls.length] : [update.kind, update.error.message];

describe('GitHubIssueTracker across pages', () => {
  it('follows Link rel="next": the first page shows at once, the rest are added as they arrive', async () => {
    const updates = await lastValueFrom(trackerFor().load().pipe(toArray()));
    expect(updates.map(summary)).toEqual([
      ['network', true, 100, 1],
      ['network', true, 200, 1],
      ['network', false, 250, 1],
    ]);
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/repos/o/r/issues?state=all&per_page=100',
      '/repos/o/r/pulls?state=all&per_page=100',
      '/repositories/1/issues?state=all&per_page=100&page=2',
      '/repositories/1/issues?state=all&per_page=100&page=3',
    ]);
  });

  it('reads at most maxPages pages', async () => {
    const updates = await lastValueFrom(trackerFor({ maxPages: 2 }).load().pipe(toArray()));
    expect(updates.map(summary)).toEqual([
      ['network', true, 100, 1],
      ['network', false, 200, 1],
    ]);
  });

  it('revalidates every kept page with its ETag, never shrinking the list meanwhile', async () => {
    const storage = new MemoryKeyValueStore();
    await lastValueFrom(trackerFor({}, storage).load().pipe(toArray()));
    fake.requests.length = 0;
    const updates = await lastValueFrom(trackerFor({}, storage).load().pipe(toArray()));
    expect({ updates: updates.map(summary), conditional: fake.requests.every((request) => request.ifNoneMatch !== null) }).toEqual({
      updates: [['cache', true, 250, 1], ['network', true, 250, 1], ['network', true, 250, 1], ['network', false, 250, 1]],
      conditional: true,
    });
  });

  it('reads again when the gateway announces a change, and shows the merged pull request', async () => {
    const changes = new Subject<unknown>();
    const updates: RepositoryRecordsUpdate[] = [];
    const complete = () => updates.filter((update) => update.kind === 'records' && !update.revalidating).length;
    const settled = async (count: number) => {
      while (complete() < count) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const subscription = trackerFor({ changes }).load().subscribe((update) => updates.push(update));
    await settled(1);
    fake.merge(300);
    changes.next(1);
    await settled(2);
    subscription.unsubscribe();
    const merged = updates.map((update) => update.kind === 'records' && update.records.pulls[0]?.merged);
    expect(merged).toEqual([false, false, false, true, true, true]);
  });

  it('keeps the badge count beside the records and does not search again while it is fresh', async () => {
    const storage = new MemoryKeyValueStore();
    const clock = new ManualClock(TEST_NOW);
    const counts: Result<number, CodeHostError>[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const stats = new GitHubRepositoryStats(fake.url, 'o/r', storage, clock);
      counts.push(await lastValueFrom(stats.openIssueCount()));
    }
    expect({ counts: counts.map((count) => count.ok && count.value === 250), searches: fake.requests.filter((request) => request.path.startsWith('/search')).length }).toEqual({
      counts: [true, true],
      searches: 1,
    });
  });
});

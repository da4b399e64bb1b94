import { lastValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubRepositoryStats } from '../../../src/adapters/github/githubRepositoryStats.adapter';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import type { CodeHostError } from '../../../src/ports/codeHostError';
import type { Result } from '../../../src/domain/shared/result';
import { fakePull, startFakeGitHub, type FakeGitHub } from '../../support/fakeGitHub';
import { TEST_NOW } from '../../support/testContainer';

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({ issues: 250, pulls: [fakePull(300, 250)] });
});
afterEach(() => fake.close());

describe('the repository stats read from GitHub', () => {
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

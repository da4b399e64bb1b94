import { describe, expect, it } from 'vitest';
import { GitHubCountCache } from '../../../src/adapters/github/githubCountCache';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';

describe('the badge’s kept open-issue count', () => {
  it('reads back what was written, per repository', () => {
    const storage = new MemoryKeyValueStore();
    new GitHubCountCache(storage, 'o/r').write({ fetchedAt: 1_000, count: 7 });
    expect(new GitHubCountCache(storage, 'o/r').read()).toEqual({ fetchedAt: 1_000, count: 7 });
    expect(new GitHubCountCache(storage, 'o/other').read()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['a negative count', '{"fetchedAt":1,"count":-1}'],
    ['a fractional count', '{"fetchedAt":1,"count":1.5}'],
    ['a missing time', '{"count":3}'],
    ['a string count', '{"fetchedAt":1,"count":"3"}'],
    ['null', 'null'],
  ])('reads %s as nothing kept', (_case, stored) => {
    const storage = new MemoryKeyValueStore({ 'githubOpenIssues:o/r': stored });
    expect(new GitHubCountCache(storage, 'o/r').read()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { GitHubCountCache } from '../../../src/adapters/github/githubCountCache';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';

describe('GitHubCountCache', () => {
  it('keeps the badge count per repository and reads back what it wrote', () => {
    const storage = new MemoryKeyValueStore();
    new GitHubCountCache(storage, 'owner/repo').write({ fetchedAt: 1_000, count: 7 });
    expect({
      same: new GitHubCountCache(storage, 'owner/repo').read(),
      other: new GitHubCountCache(storage, 'owner/other').read(),
    }).toEqual({ same: { fetchedAt: 1_000, count: 7 }, other: null });
  });

  it('reads a corrupted or malformed entry as none', () => {
    const kept = ['{not json', 'null', '[]', '{"fetchedAt":1}', '{"fetchedAt":1,"count":-1}', '{"fetchedAt":1,"count":1.5}', '{"fetchedAt":"1","count":1}'];
    const reads = kept.map((value) => new GitHubCountCache(new MemoryKeyValueStore({ 'githubOpenIssues:o/r': value }), 'o/r').read());
    expect(reads).toEqual(kept.map(() => null));
  });
});

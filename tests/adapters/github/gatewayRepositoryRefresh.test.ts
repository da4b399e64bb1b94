import { describe, expect, it, vi } from 'vitest';
import { MemoryGitHubAnswerCache } from '../../../src/adapters/github/githubAnswerCache';
import { GitHubGateway } from '../../../src/adapters/github/githubGateway';

describe('a connected repository’s webhook refresh', () => {
  it('asks again for that repository’s kept lists only, never another’s or a permission answer', async () => {
    const cache = new MemoryGitHubAnswerCache();
    const gateway = new GitHubGateway({ settings: { apiUrl: 'https://api.github.test', repo: 'o/r', token: 't', webhookSecret: null, maxPages: 2 }, cache, now: () => 10_000, log: () => undefined });
    const urls = [gateway.listUrl('issues', 1), gateway.listUrl('issues', 1, 'acme/tools'), gateway.listUrl('pulls', 2, 'acme/tools'), gateway.listUrl('issues', 1, 'acme/toolsmith'), gateway.permissionUrl('acme/tools', 'mia')];
    for (const url of urls) await cache.put({ url, body: '[]', etag: null, hasNext: false, checkedAt: 0 });
    const asked = vi.spyOn(gateway, 'revalidate').mockResolvedValue({ answer: null, fault: null });
    await gateway.refreshRepository('ACME/tools');
    expect(asked.mock.calls.map(([url]) => url)).toEqual([urls[1], urls[2]]);
    gateway.close();
  });
});

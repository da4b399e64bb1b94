import { defer, map, of, tap, type Observable } from 'rxjs';
import { isCacheFresh } from '../../domain/contracts/repositoryCache';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../../ports/clock.port';
import type { CodeHostError } from '../../ports/codeHostError';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import type { RepositoryStats } from '../../ports/repositoryStats.port';
import { GitHubCountCache } from './githubCountCache';
import { getGitHubJson } from './githubRequest';

/**
 * Counts open issues with the search endpoint: unlike the repository's `open_issues_count` it leaves out pull
 * requests, and it draws on the search quota rather than the core quota the contracts page spends. The count is
 * kept beside the cached records and used as it is while they would be (the search quota allows 10 calls a minute).
 */
export class GitHubRepositoryStats implements RepositoryStats {
  private readonly cache: GitHubCountCache;

  constructor(
    private readonly apiUrl: string,
    private readonly repo: string,
    storage: KeyValueStore,
    private readonly clock: Clock,
  ) {
    this.cache = new GitHubCountCache(storage, repo);
  }

  openIssueCount(): Observable<Result<number, CodeHostError>> {
    return defer(() => {
      const kept = this.cache.read();
      if (kept !== null && isCacheFresh(kept.fetchedAt, this.clock.now())) return of(ok(kept.count));
      return this.search();
    });
  }

  private search(): Observable<Result<number, CodeHostError>> {
    const query = encodeURIComponent(`repo:${this.repo} is:issue is:open`);
    return getGitHubJson(`${this.apiUrl}/search/issues?q=${query}&per_page=1`).pipe(
      map((result) => {
        if (!result.ok) return result;
        const body = result.value.body as { total_count?: unknown } | null;
        const count = body?.total_count;
        return typeof count === 'number' && Number.isInteger(count) && count >= 0
          ? ok(count)
          : err<CodeHostError>({ code: 'malformed-response', message: 'GitHub’s search answer had no count.' });
      }),
      tap((result) => {
        if (result.ok) this.cache.write({ fetchedAt: this.clock.now(), count: result.value });
      }),
    );
  }
}

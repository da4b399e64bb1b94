import { map, type Observable } from 'rxjs';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CodeHostError } from '../../ports/codeHostError';
import type { RepositoryStats } from '../../ports/repositoryStats.port';
import { getGitHubJson } from './githubRequest';

/**
 * Counts open issues with the search endpoint: unlike the repository's `open_issues_count` it leaves out pull
 * requests, and it draws on the search quota rather than the core quota the contracts page spends.
 */
export class GitHubRepositoryStats implements RepositoryStats {
  constructor(
    private readonly apiUrl: string,
    private readonly repo: string,
  ) {}

  openIssueCount(): Observable<Result<number, CodeHostError>> {
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
    );
  }
}

import { map, type Observable } from 'rxjs';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CodeHostError } from '../../ports/codeHostError';
import type { RepositoryStats } from '../../ports/repositoryStats.port';
import { getGitHubJson } from './githubRequest';

/** The open-issue count from the server gateway, which counts the same pages the contracts page reads. */
export class GatewayRepositoryStats implements RepositoryStats {
  constructor(private readonly gatewayUrl: string) {}

  openIssueCount(): Observable<Result<number, CodeHostError>> {
    return getGitHubJson(`${this.gatewayUrl}/open-issue-count`).pipe(
      map((result) => {
        if (!result.ok) return result;
        const count = (result.value.body as { count?: unknown } | null)?.count;
        return typeof count === 'number' && Number.isInteger(count) && count >= 0
          ? ok(count)
          : err<CodeHostError>({ code: 'malformed-response', message: 'The gateway’s answer had no count.' });
      }),
    );
  }
}

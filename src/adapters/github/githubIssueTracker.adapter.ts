import { concat, defer, EMPTY, forkJoin, map, of, type Observable } from 'rxjs';
import { isCacheFresh } from '../../domain/contracts/repositoryCache';
import type { Clock } from '../../ports/clock.port';
import type { CodeHostError } from '../../ports/codeHostError';
import type { IssueTracker, RepositoryRecordsUpdate } from '../../ports/issueTracker.port';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import { parseIssueList, parsePullList } from './githubRecordSchemas';
import { GitHubRecordsCache, type CachedRecords } from './githubRecordsCache';
import { getGitHubJson } from './githubRequest';

/** Items per page when listing issues and pull requests (the most GitHub allows). */
const GITHUB_PAGE_SIZE = 100;
const malformed: CodeHostError = { code: 'malformed-response', message: 'GitHub’s answer was not a list.' };

/**
 * Issues and pull requests from the GitHub REST API (`state=all&per_page=100`). The last good answer is kept in
 * tab-scoped storage: shown at once, used as it is for a few minutes, then revalidated with its ETags
 * (`If-None-Match`; a 304 costs no rate limit).
 */
export class GitHubIssueTracker implements IssueTracker {
  private readonly cache: GitHubRecordsCache;

  constructor(
    private readonly apiUrl: string,
    private readonly repository: string,
    storage: KeyValueStore,
    private readonly clock: Clock,
  ) {
    this.cache = new GitHubRecordsCache(storage, repository);
  }

  load(): Observable<RepositoryRecordsUpdate> {
    return defer(() => {
      const cached = this.cache.read();
      if (cached !== null && isCacheFresh(cached.fetchedAt, this.clock.now())) {
        return of<RepositoryRecordsUpdate>({ kind: 'records', records: cached, source: 'cache', revalidating: false });
      }
      const fromCache: Observable<RepositoryRecordsUpdate> =
        cached === null ? EMPTY : of({ kind: 'records', records: cached, source: 'cache', revalidating: true });
      return concat(fromCache, this.fetch(cached));
    });
  }

  private fetch(cached: CachedRecords | null): Observable<RepositoryRecordsUpdate> {
    const base = `${this.apiUrl}/repos/${this.repository}`;
    const query = `state=all&per_page=${GITHUB_PAGE_SIZE}`;
    return forkJoin([
      getGitHubJson(`${base}/issues?${query}`, cached?.issuesEtag),
      getGitHubJson(`${base}/pulls?${query}`, cached?.pullsEtag),
    ]).pipe(
      map(([issuesAnswer, pullsAnswer]): RepositoryRecordsUpdate => {
        if (!issuesAnswer.ok) return { kind: 'failure', error: issuesAnswer.error };
        if (!pullsAnswer.ok) return { kind: 'failure', error: pullsAnswer.error };
        const issues = issuesAnswer.value.status === 304 ? (cached?.issues ?? null) : parseIssueList(issuesAnswer.value.body);
        const pulls = pullsAnswer.value.status === 304 ? (cached?.pulls ?? null) : parsePullList(pullsAnswer.value.body);
        if (issues === null || pulls === null) return { kind: 'failure', error: malformed };
        const records: CachedRecords = {
          issues,
          pulls,
          fetchedAt: this.clock.now(),
          issuesEtag: issuesAnswer.value.etag,
          pullsEtag: pullsAnswer.value.etag,
        };
        this.cache.write(records);
        return { kind: 'records', records, source: 'network', revalidating: false };
      }),
    );
  }
}

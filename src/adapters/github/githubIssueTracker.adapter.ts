import { combineLatest, concat, defer, EMPTY, from, map, mergeMap, of, startWith, switchMap, takeWhile, type Observable } from 'rxjs';
import type { Clock } from '../../ports/clock.port';
import type { IssueTracker, RepositoryRecords, RepositoryRecordsUpdate } from '../../ports/issueTracker.port';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import { readPages, type CachedPage, type PagesStep } from './githubPages';
import { parseIssueList, parsePullList } from './githubRecordSchemas';
import { GitHubRecordsCache, type CachedRecords } from './githubRecordsCache';
import type { GitHubIssueInput, GitHubPullRequestInput } from '../../domain/contracts/githubRecords';

/** Items per page when listing issues and pull requests (the most GitHub allows; spec section 9). */
const GITHUB_PAGE_SIZE = 100;

export interface GitHubIssueTrackerOptions {
  /** GitHub's REST base, or the server gateway's. */
  readonly apiUrl: string;
  readonly repository: string;
  /** At most this many pages of each list are read. */
  readonly maxPages: number;
  /** How long a kept answer is used without asking (GitHub directly: minutes; the gateway: 0, it is free). */
  readonly freshMs: number;
  /** Announcements that the repository changed (the gateway's events): each starts a fresh read. */
  readonly changes?: Observable<unknown>;
}

const flat = <T>(pages: readonly CachedPage<T>[]): readonly T[] => pages.flatMap((page) => page.items);

const recordsOf = (cached: CachedRecords): RepositoryRecords => ({
  issues: flat(cached.issuePages),
  pulls: flat(cached.pullPages),
  fetchedAt: cached.fetchedAt,
});

/**
 * Issues and pull requests from the GitHub REST API (`state=all&per_page=100`, following `Link: rel="next"` up to
 * `maxPages`): the first pages show at once and later pages are added as they arrive. The last good answer is kept
 * in tab-scoped storage: shown at once, used as it is while fresh, then revalidated page by page with its ETags
 * (`If-None-Match`; only authenticated 304s cost no quota, which is what the server gateway is for).
 */
export class GitHubIssueTracker implements IssueTracker {
  private readonly cache: GitHubRecordsCache;

  constructor(
    private readonly options: GitHubIssueTrackerOptions,
    storage: KeyValueStore,
    private readonly clock: Clock,
  ) {
    this.cache = new GitHubRecordsCache(storage, options.repository);
  }

  load(): Observable<RepositoryRecordsUpdate> {
    const changes = this.options.changes ?? EMPTY;
    // A change announced while a read runs restarts it; the first step is the ordinary load.
    return changes.pipe(
      map(() => false),
      startWith(true),
      switchMap((first) => (first ? this.firstLoad() : defer(() => this.fetch(this.cache.read())))),
    );
  }

  private firstLoad(): Observable<RepositoryRecordsUpdate> {
    return defer(() => {
      const cached = this.cache.read();
      const now = this.clock.now();
      const fresh = cached !== null && now >= cached.fetchedAt && now - cached.fetchedAt < this.options.freshMs;
      if (cached === null) return this.fetch(null);
      const shown: RepositoryRecordsUpdate = { kind: 'records', records: recordsOf(cached), source: 'cache', revalidating: !fresh };
      return fresh ? of(shown) : concat(of(shown), this.fetch(cached));
    });
  }

  private fetch(cached: CachedRecords | null): Observable<RepositoryRecordsUpdate> {
    const { apiUrl, repository, maxPages } = this.options;
    const base = `${apiUrl}/repos/${repository}`;
    const query = `state=all&per_page=${GITHUB_PAGE_SIZE}`;
    return combineLatest([
      readPages(`${base}/issues?${query}`, maxPages, cached?.issuePages ?? [], parseIssueList),
      readPages(`${base}/pulls?${query}`, maxPages, cached?.pullPages ?? [], parsePullList),
    ]).pipe(
      takeWhile(([issues, pulls]) => issues.kind === 'pages' && pulls.kind === 'pages' && !(issues.done && pulls.done), true),
      mergeMap(([issues, pulls]) => from(this.updatesOf(issues, pulls, cached))),
    );
  }

  /**
   * The updates for the pages read so far: records (kept once both lists are complete; until then the kept pages
   * not yet re-read stand in, so a revalidation never shrinks the list), then any warning.
   */
  private updatesOf(
    issues: PagesStep<GitHubIssueInput>,
    pulls: PagesStep<GitHubPullRequestInput>,
    before: CachedRecords | null,
  ): RepositoryRecordsUpdate[] {
    if (issues.kind === 'failure') return [{ kind: 'failure', error: issues.error }];
    if (pulls.kind === 'failure') return [{ kind: 'failure', error: pulls.error }];
    const done = issues.done && pulls.done;
    const cached: CachedRecords = { fetchedAt: this.clock.now(), issuePages: issues.pages, pullPages: pulls.pages };
    if (done) this.cache.write(cached);
    const shown: CachedRecords = {
      ...cached,
      issuePages: issues.done ? issues.pages : [...issues.pages, ...(before?.issuePages.slice(issues.pages.length) ?? [])],
      pullPages: pulls.done ? pulls.pages : [...pulls.pages, ...(before?.pullPages.slice(pulls.pages.length) ?? [])],
    };
    const updates: RepositoryRecordsUpdate[] = [{ kind: 'records', records: recordsOf(shown), source: 'network', revalidating: !done }];
    const warning = issues.warning ?? pulls.warning;
    if (done && warning !== null) updates.push({ kind: 'failure', error: warning });
    return updates;
  }
}

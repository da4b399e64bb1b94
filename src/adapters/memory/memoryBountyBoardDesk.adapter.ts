import { of, type Observable } from 'rxjs';
import type { BountyListing } from '../../domain/repositories/bountyListing';
import { bountyPageOf } from '../../domain/repositories/bountyPage';
import { selectBounties, type BountyQuery } from '../../domain/repositories/bountyQuery';
import { projectTotals } from '../../domain/repositories/projectTotals';
import { err, ok, type Result } from '../../domain/shared/result';
import type { BountyBoardDesk, BountyBoardError, BountyBoardPage, NewConnectionView, ProjectSummary } from '../../ports/repositories/bountyBoardDesk.port';

/**
 * The bounty board in memory (tests), selected and paged by the domain's rules: repositories by name with their
 * listings; `writable` are the ones the signed-in person may connect (any other is refused as GitHub would).
 */
export class MemoryBountyBoardDesk implements BountyBoardDesk {
  /** Every query asked, in order (what the page read from its address). */
  readonly asked: BountyQuery[] = [];
  /** Every claim asked, in order. */
  readonly claims: { repositoryId: string; issueNumber: number; githubLogin: string }[] = [];
  private connected = 0;

  constructor(
    readonly repositories: Map<string, { id: string | null; maintainers: string[]; listings: BountyListing[] }>,
    private readonly writable: readonly string[] = [],
  ) {}

  bounties(query: BountyQuery, cursor: string | null, limit: number): Observable<Result<BountyBoardPage, BountyBoardError>> {
    this.asked.push(query);
    const every = [...this.repositories.values()].flatMap((repository) => repository.listings);
    const page = bountyPageOf(selectBounties(every, query), cursor, limit);
    return of(page === 'not-listed' ? err({ code: 'refused' as const, rule: 'invalid-cursor' }) : ok({ bounties: page.listings, next: page.next }));
  }

  projects(): Observable<Result<readonly ProjectSummary[], BountyBoardError>> {
    return of(ok([...this.repositories.keys()].map((fullName) => this.summary(fullName))));
  }

  project(fullName: string): Observable<Result<{ project: ProjectSummary; bounties: readonly BountyListing[] }, BountyBoardError>> {
    const repository = this.repositories.get(fullName);
    return of(repository === undefined ? err({ code: 'not-found' as const }) : ok({ project: this.summary(fullName), bounties: repository.listings }));
  }

  connect(fullName: string): Observable<Result<NewConnectionView, BountyBoardError>> {
    if (!this.writable.includes(fullName)) return of(err({ code: 'refused' as const, rule: 'repository-write-access-required' }));
    this.connected += 1;
    const id = `repo${String(this.connected).padStart(12, '0')}`;
    this.repositories.set(fullName, { id, maintainers: ['me'], listings: [] });
    return of(ok({ id, fullName, deliveryPath: `/api/github/webhook/${id}`, webhookSecret: `secret-${this.connected}` }));
  }

  /** Claims the listing (status `claimed`); a contract that is not available is refused as the server would. */
  claim(repositoryId: string, issueNumber: number, githubLogin: string): Observable<Result<null, BountyBoardError>> {
    this.claims.push({ repositoryId, issueNumber, githubLogin });
    const repository = [...this.repositories.values()].find((one) => one.id === repositoryId);
    if (repository === undefined) return of(err({ code: 'refused' as const, rule: 'repository-not-found' }));
    const index = repository.listings.findIndex((listing) => listing.issueNumber === issueNumber);
    const found = repository.listings[index];
    if (found === undefined || found.status !== 'available') return of(err({ code: 'refused' as const, rule: 'contract-not-available' }));
    repository.listings[index] = { ...found, status: 'claimed' };
    return of(ok(null));
  }

  disconnect(id: string): Observable<Result<null, BountyBoardError>> {
    const name = [...this.repositories].find(([, repository]) => repository.id === id)?.[0];
    if (name === undefined) return of(err({ code: 'refused' as const, rule: 'repository-not-found' }));
    this.repositories.delete(name);
    return of(ok(null));
  }

  private summary(fullName: string): ProjectSummary {
    const repository = this.repositories.get(fullName) ?? { id: null, maintainers: [], listings: [] };
    return { id: repository.id, fullName, maintainers: repository.maintainers, operator: repository.id === null, totals: projectTotals(repository.listings) };
  }
}

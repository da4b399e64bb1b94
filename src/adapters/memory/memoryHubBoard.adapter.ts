import { of, type Observable } from 'rxjs';
import type { PostedCommission, PostedOffer, ReceivedBrief } from '../../domain/hub/postedSubmissions';
import { err, ok, type Result } from '../../domain/shared/result';
import type { BoardPage, HubBoard, HubBoardError } from '../../ports/hubBoard.port';

/**
 * The hub board in memory, for tests: lists what it holds (newest first as given), lets only the poster end a
 * posting; `signedIn` says who asks. `failure`, when set, is every call's answer (a server that is down). Lists
 * come in pages of `pageSize`; a cursor is the index the page starts at.
 */
export class MemoryHubBoard implements HubBoard {
  failure: HubBoardError | null = null;
  pageSize = 100;
  offerList: PostedOffer[];
  commissionList: PostedCommission[];
  /** Briefs by addressee handle. */
  briefs: Map<string, ReceivedBrief[]>;

  constructor(
    private readonly signedIn: () => string | null,
    seed: { offers?: PostedOffer[]; commissions?: PostedCommission[]; briefs?: Record<string, ReceivedBrief[]> } = {},
  ) {
    this.offerList = seed.offers ?? [];
    this.commissionList = seed.commissions ?? [];
    this.briefs = new Map(Object.entries(seed.briefs ?? {}));
  }

  offers(cursor?: string): Observable<Result<BoardPage<PostedOffer>, HubBoardError>> {
    return of(this.failure === null ? ok(this.page(this.offerList, cursor)) : err(this.failure));
  }

  withdrawOffer(id: string): Observable<Result<null, HubBoardError>> {
    return of(this.end(this.offerList, id, (rest) => (this.offerList = rest)));
  }

  commissions(cursor?: string): Observable<Result<BoardPage<PostedCommission>, HubBoardError>> {
    return of(this.failure === null ? ok(this.page(this.commissionList, cursor)) : err(this.failure));
  }

  closeCommission(id: string): Observable<Result<null, HubBoardError>> {
    return of(this.end(this.commissionList, id, (rest) => (this.commissionList = rest)));
  }

  inbox(cursor?: string): Observable<Result<BoardPage<ReceivedBrief>, HubBoardError>> {
    return of(this.forSignedIn((who) => this.page(this.briefs.get(who) ?? [], cursor)));
  }

  inboxCount(): Observable<Result<number, HubBoardError>> {
    return of(this.forSignedIn((who) => this.briefs.get(who)?.length ?? 0));
  }

  private page<Item>(items: readonly Item[], cursor: string | undefined): BoardPage<Item> {
    const start = cursor === undefined ? 0 : Number(cursor);
    const end = start + this.pageSize;
    return { items: items.slice(start, end), next: end < items.length ? String(end) : null };
  }

  private forSignedIn<T>(read: (who: string) => T): Result<T, HubBoardError> {
    if (this.failure !== null) return err(this.failure);
    const who = this.signedIn();
    return who === null ? err({ code: 'not-signed-in' }) : ok(read(who));
  }

  private end<Item extends { id: string; poster: string }>(items: Item[], id: string, keep: (rest: Item[]) => void): Result<null, HubBoardError> {
    if (this.failure !== null) return err(this.failure);
    const who = this.signedIn();
    if (who === null) return err({ code: 'not-signed-in' });
    const item = items.find((candidate) => candidate.id === id);
    if (item === undefined) return err({ code: 'not-found' });
    if (item.poster !== who) return err({ code: 'forbidden' });
    keep(items.filter((candidate) => candidate !== item));
    return ok(null);
  }
}

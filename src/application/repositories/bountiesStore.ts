import type { Subscription } from 'rxjs';
import type { BountyListing } from '../../domain/repositories/bountyListing';
import type { BountyQuery } from '../../domain/repositories/bountyQuery';
import type { BountyBoardDesk, BountyBoardError } from '../../ports/repositories/bountyBoardDesk.port';
import { Store } from '../shared/store';

/** How many contracts a page of the board asks for. */
export const BOUNTIES_PAGE_SIZE = 20;

/** The bounty board page: the query shown, the contracts read so far, and whether more follow. */
export interface BountiesState {
  readonly phase: 'loading' | 'loaded' | 'failed';
  readonly query: BountyQuery;
  readonly bounties: readonly BountyListing[];
  readonly next: string | null;
  readonly loadingMore: boolean;
  readonly error: BountyBoardError | null;
}

const INITIAL: BountiesState = { phase: 'loading', query: { sort: 'reward' }, bounties: [], next: null, loadingMore: false, error: null };

/** `/bounties`: `show(query)` reads its first page from the server, `more()` the next one. */
export class BountiesStore extends Store<BountiesState> {
  private reading: Subscription | null = null;

  constructor(private readonly desk: BountyBoardDesk) {
    super(INITIAL);
  }

  /** Shows the first page of `query` (a read of another query under way is abandoned). */
  show(query: BountyQuery): void {
    this.reading?.unsubscribe();
    this.setState({ ...INITIAL, query });
    this.reading = this.desk.bounties(query, null, BOUNTIES_PAGE_SIZE).subscribe((result) => {
      this.setState(result.ok ? { ...this.state, phase: 'loaded', bounties: result.value.bounties, next: result.value.next } : { ...this.state, phase: 'failed', error: result.error });
    });
  }

  /** Appends the next page, when there is one. */
  more(): void {
    const { next, query, loadingMore } = this.state;
    if (next === null || loadingMore) return;
    this.setState({ ...this.state, loadingMore: true });
    this.reading = this.desk.bounties(query, next, BOUNTIES_PAGE_SIZE).subscribe((result) => {
      this.setState(
        result.ok
          ? { ...this.state, loadingMore: false, bounties: [...this.state.bounties, ...result.value.bounties], next: result.value.next }
          : { ...this.state, loadingMore: false, error: result.error },
      );
    });
  }

  override dispose(): void {
    this.reading?.unsubscribe();
    super.dispose();
  }
}

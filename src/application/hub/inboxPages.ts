import type { Subscription } from 'rxjs';
import type { ReceivedBrief } from '../../domain/hub/postedSubmissions';
import type { HubBoard } from '../../ports/hubBoard.port';
import { Store } from '../shared/store';

export interface InboxPagesState {
  /** The briefs of the pages after the first, in order. */
  readonly more: readonly ReceivedBrief[];
  /** The cursor of the page after those shown; null when they are all. */
  readonly next: string | null;
  readonly loading: boolean;
  readonly failed: boolean;
}

/**
 * The inbox page's pages after the first (which `InboxStore` reads, for the menu bar's count too): started with the
 * first page's `next`, `loadMore()` appends the next page, never a brief shown already.
 */
export class InboxPages extends Store<InboxPagesState> {
  private reading: Subscription | null = null;

  constructor(
    private readonly board: Pick<HubBoard, 'inbox'>,
    next: string | null,
    private readonly shown: readonly ReceivedBrief[],
  ) {
    super({ more: [], next, loading: false, failed: false });
  }

  loadMore(): void {
    const { next, loading } = this.state;
    if (next === null || loading) return;
    this.setState({ ...this.state, loading: true });
    this.reading = this.board.inbox(next).subscribe((result) => {
      if (!result.ok) return this.setState({ ...this.state, loading: false, failed: true });
      const ids = new Set([...this.shown, ...this.state.more].map((brief) => brief.id));
      const more = [...this.state.more, ...result.value.items.filter((brief) => !ids.has(brief.id))];
      this.setState({ more, next: result.value.next, loading: false, failed: false });
    });
  }

  override dispose(): void {
    this.reading?.unsubscribe();
    super.dispose();
  }
}

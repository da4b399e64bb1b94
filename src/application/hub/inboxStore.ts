import type { Subscription } from 'rxjs';
import type { ReceivedBrief } from '../../domain/hub/postedSubmissions';
import type { HubBoard, HubBoardError } from '../../ports/hubBoard.port';
import type { LoadState } from '../shared/loadStore';
import { Store } from '../shared/store';

export interface InboxState {
  /** How many briefs the signed-in person has; null when unknown (signed out, not asked yet, or unanswered). */
  readonly count: number | null;
  readonly briefs: LoadState<readonly ReceivedBrief[], HubBoardError>;
  /** The cursor of the page after the first; null when it holds them all. */
  readonly next: string | null;
}

const EMPTY: InboxState = { count: null, briefs: { phase: 'loading' }, next: null };

/**
 * The signed-in person's inbox of project briefs: the count the menu bar shows and the list of the inbox page.
 * `load()` asks for the list's first page (and so the count, when it is the only page; the pages after it are the
 * inbox page's, `ListPages`); `refreshCount()` only the count; `clear()` forgets both (sign-out).
 */
export class InboxStore extends Store<InboxState> {
  private counting: Subscription | null = null;
  private reading: Subscription | null = null;

  constructor(private readonly board: HubBoard) {
    super(EMPTY);
  }

  refreshCount(): void {
    this.counting?.unsubscribe();
    this.counting = this.board.inboxCount().subscribe((result) => {
      this.setState({ ...this.state, count: result.ok ? result.value : null });
    });
  }

  load(): void {
    this.reading?.unsubscribe();
    if (this.state.briefs.phase === 'failed') this.setState({ ...this.state, briefs: { phase: 'loading' } });
    this.reading = this.board.inbox().subscribe((result) => {
      this.setState(
        result.ok
          ? {
              count: result.value.next === null ? result.value.items.length : this.state.count,
              briefs: { phase: 'loaded', data: result.value.items },
              next: result.value.next,
            }
          : { ...this.state, briefs: { phase: 'failed', error: result.error } },
      );
    });
  }

  clear(): void {
    this.counting?.unsubscribe();
    this.reading?.unsubscribe();
    this.setState(EMPTY);
  }

  override dispose(): void {
    this.counting?.unsubscribe();
    this.reading?.unsubscribe();
    super.dispose();
  }
}

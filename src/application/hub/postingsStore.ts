import type { Observable, Subscription } from 'rxjs';
import type { Posting } from '../../domain/hub/postedSubmissions';
import type { Result } from '../../domain/shared/result';
import type { BoardPage, HubBoardError } from '../../ports/hubBoard.port';
import { Store } from '../shared/store';

/** A list of postings read from the hub board, and what became of the last withdraw/close. */
export interface PostingsState<Item extends Posting> {
  /** `loading` before the first answer; a reload keeps the last list shown. */
  readonly phase: 'loading' | 'loaded' | 'failed';
  readonly items: readonly Item[];
  /** The cursor of the page after the first (its pages are the list page's, `ListPages`); null: none. */
  readonly next: string | null;
  /** Why the last read failed (phase `failed`). */
  readonly loadError: HubBoardError | null;
  /** The posting being withdrawn or closed, if any. */
  readonly ending: string | null;
  /** Why the last withdraw/close failed; null when there is nothing to say. */
  readonly endError: HubBoardError | null;
}

/**
 * Postings everyone sees (service offers, commissions), outside React. `load()` asks the board for the first page
 * every time (a page visit shows what was posted since); `end(id)` withdraws or closes one for its poster and drops
 * it from the list once the board agrees. `readPage` reads the pages after the first too.
 */
export abstract class PostingsStore<Item extends Posting> extends Store<PostingsState<Item>> {
  private reading: Subscription | null = null;
  private ending: Subscription | null = null;

  protected constructor(
    readonly readPage: (cursor?: string) => Observable<Result<BoardPage<Item>, HubBoardError>>,
    private readonly endPosting: (id: string) => Observable<Result<null, HubBoardError>>,
  ) {
    super({ phase: 'loading', items: [], next: null, loadError: null, ending: null, endError: null });
  }

  load(): void {
    this.reading?.unsubscribe();
    if (this.state.phase === 'failed') this.setState({ ...this.state, phase: 'loading', loadError: null });
    // The board may answer synchronously, inside subscribe().
    this.reading = this.readPage().subscribe((result) => {
      this.setState(
        result.ok
          ? { ...this.state, phase: 'loaded', items: result.value.items, next: result.value.next, loadError: null }
          : { ...this.state, phase: this.state.phase === 'loaded' ? 'loaded' : 'failed', loadError: result.error },
      );
    });
  }

  /** Withdraws or closes posting `id`; does nothing while another is under way. */
  end(id: string): void {
    if (this.state.ending !== null) return;
    this.setState({ ...this.state, ending: id, endError: null });
    this.ending = this.endPosting(id).subscribe((result) => {
      const gone = result.ok || result.error.code === 'not-found';
      this.setState({
        ...this.state,
        items: gone ? this.state.items.filter((item) => item.id !== id) : this.state.items,
        ending: null,
        endError: result.ok ? null : result.error,
      });
    });
  }

  override dispose(): void {
    this.reading?.unsubscribe();
    this.ending?.unsubscribe();
    super.dispose();
  }
}

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
  /** The cursor of the page after the items shown; null when they are all. */
  readonly next: string | null;
  /** Whether the next page is on its way (`loadMore`). */
  readonly loadingMore: boolean;
  /** Why the last read failed (phase `failed`, or a failed `loadMore`). */
  readonly loadError: HubBoardError | null;
  /** The posting being withdrawn or closed, if any. */
  readonly ending: string | null;
  /** Why the last withdraw/close failed; null when there is nothing to say. */
  readonly endError: HubBoardError | null;
}

/**
 * Postings everyone sees (service offers, commissions), outside React. `load()` asks the board for the first page
 * every time (a page visit shows what was posted since); `loadMore()` appends the next page; `end(id)` withdraws or
 * closes one for its poster and drops it from the list once the board agrees.
 */
export abstract class PostingsStore<Item extends Posting> extends Store<PostingsState<Item>> {
  private reading: Subscription | null = null;
  private ending: Subscription | null = null;

  protected constructor(
    private readonly read: (cursor?: string) => Observable<Result<BoardPage<Item>, HubBoardError>>,
    private readonly endPosting: (id: string) => Observable<Result<null, HubBoardError>>,
  ) {
    super({ phase: 'loading', items: [], next: null, loadingMore: false, loadError: null, ending: null, endError: null });
  }

  load(): void {
    this.reading?.unsubscribe();
    if (this.state.phase === 'failed') this.setState({ ...this.state, phase: 'loading', loadError: null });
    // The board may answer synchronously, inside subscribe().
    this.reading = this.read().subscribe((result) => {
      this.setState(
        result.ok
          ? { ...this.state, phase: 'loaded', items: result.value.items, next: result.value.next, loadingMore: false, loadError: null }
          : { ...this.state, phase: this.state.phase === 'loaded' ? 'loaded' : 'failed', loadError: result.error },
      );
    });
  }

  /** Appends the next page (an item already shown is not shown twice); does nothing on the last page or meanwhile. */
  loadMore(): void {
    const { next, loadingMore } = this.state;
    if (next === null || loadingMore) return;
    this.setState({ ...this.state, loadingMore: true });
    this.reading = this.read(next).subscribe((result) => {
      if (!result.ok) return this.setState({ ...this.state, loadingMore: false, loadError: result.error });
      const shown = new Set(this.state.items.map((item) => item.id));
      const items = [...this.state.items, ...result.value.items.filter((item) => !shown.has(item.id))];
      this.setState({ ...this.state, items, next: result.value.next, loadingMore: false, loadError: null });
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

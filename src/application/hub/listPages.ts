import type { Observable, Subscription } from 'rxjs';
import type { Result } from '../../domain/shared/result';
import type { BoardPage, HubBoardError } from '../../ports/hubBoard.port';
import { Store } from '../shared/store';

export interface ListPagesState<Item> {
  /** The items of the pages after the first, in order. */
  readonly more: readonly Item[];
  /** The cursor of the page after those shown; null when they are all. */
  readonly next: string | null;
  readonly loading: boolean;
  readonly failed: boolean;
}

/**
 * A list page's pages after the first (which the list's own store reads): started with the first page's `next` and
 * items, `loadMore()` appends the next page, never an item shown already; `drop(id)` takes one out (withdrawn).
 * Loaded with the pages that show a list, so the stores every route loads do not carry it.
 */
export class ListPages<Item extends { readonly id: string }> extends Store<ListPagesState<Item>> {
  private reading: Subscription | null = null;

  constructor(
    private readonly read: (cursor: string) => Observable<Result<BoardPage<Item>, HubBoardError>>,
    next: string | null,
    private readonly shown: readonly Item[],
  ) {
    super({ more: [], next, loading: false, failed: false });
  }

  loadMore(): void {
    const { next, loading } = this.state;
    if (next === null || loading) return;
    this.setState({ ...this.state, loading: true });
    this.reading = this.read(next).subscribe((result) => {
      if (!result.ok) return this.setState({ ...this.state, loading: false, failed: true });
      const ids = new Set([...this.shown, ...this.state.more].map((item) => item.id));
      const more = [...this.state.more, ...result.value.items.filter((item) => !ids.has(item.id))];
      this.setState({ more, next: result.value.next, loading: false, failed: false });
    });
  }

  drop(id: string): void {
    this.setState({ ...this.state, more: this.state.more.filter((item) => item.id !== id) });
  }

  override dispose(): void {
    this.reading?.unsubscribe();
    super.dispose();
  }
}

import { BehaviorSubject, type Observable } from 'rxjs';
import type { Result } from '../../domain/shared/result';
import type { MarketDeskError } from '../../ports/marketDesk.port';
import type { OfferBook, OfferOrder, OfferSummary } from '../../ports/offerBook.port';

/** A list of offers as a page shows it: loading, the offers, or why they could not be read; and the last write's outcome. */
export interface OffersState {
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly offers: readonly OfferSummary[];
  /** The last write's outcome: `made`, `accepted`, `withdrawn`, or the server's refusal code; null before any. */
  readonly outcome: string | null;
  readonly busy: boolean;
}

/**
 * One list of offers (an item's, or those on the signed-in person's tokens) and the writes on it (issue 38): each write
 * reads the list again, so what the server decided is what is shown. `read` says which list.
 */
export class OffersStore {
  private readonly state = new BehaviorSubject<OffersState>({ phase: 'loading', offers: [], outcome: null, busy: false });
  readonly state$: Observable<OffersState> & { readonly value: OffersState } = this.state;
  private disposed = false;

  constructor(
    private readonly book: OfferBook,
    private readonly read: (book: OfferBook) => Promise<Result<readonly OfferSummary[], MarketDeskError>>,
  ) {}

  async load(): Promise<void> {
    const answer = await this.read(this.book);
    if (this.disposed) return;
    this.state.next({ ...this.state.value, phase: answer.ok ? 'ready' : 'failed', offers: answer.ok ? answer.value : this.state.value.offers });
  }

  make(order: OfferOrder): Promise<void> {
    return this.write(() => this.book.make(order), 'made');
  }

  accept(offerId: string): Promise<void> {
    return this.write(() => this.book.accept(offerId), 'accepted');
  }

  withdraw(offerId: string): Promise<void> {
    return this.write(() => this.book.withdraw(offerId), 'withdrawn');
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private async write(call: () => Promise<Result<unknown, MarketDeskError>>, done: string): Promise<void> {
    if (this.state.value.busy) return;
    this.state.next({ ...this.state.value, busy: true });
    const answer = await call();
    if (this.disposed) return;
    this.state.next({ ...this.state.value, busy: false, outcome: answer.ok ? done : answer.error.code });
    await this.load();
  }
}

import { combineLatest, type Subscription } from 'rxjs';
import { offlineAsOf } from '../../domain/shell/offlineAsOf';
import type { OfflineAnswers } from '../../ports/offlineAnswers.port';
import { Store } from '../shared/store';

/** The offline note's state: the time the shown page's data is as of, or null when it is all fresh. */
export interface OfflineAnswersState {
  readonly asOf: number | null;
}

/**
 * Whether the page shown holds data the service worker kept from an earlier visit, and as of when: the note says so
 * on every page, not only on those that read the offline copy themselves. A fresh answer to the same address
 * replaces a kept one, so the note goes once the page has read again with the network back.
 */
export class OfflineAnswersStore extends Store<OfflineAnswersState> {
  private watching: Subscription | null = null;

  constructor(private readonly offlineAnswers: OfflineAnswers) {
    super({ asOf: null });
  }

  /** Starts following the answers (once; later calls do nothing). */
  watch(): void {
    this.watching ??= combineLatest([this.offlineAnswers.answers(), this.offlineAnswers.page()]).subscribe(([answers, page]) => {
      const asOf = offlineAsOf(answers, page);
      if (asOf !== this.state.asOf) this.setState({ asOf });
    });
  }

  override dispose(): void {
    this.watching?.unsubscribe();
    super.dispose();
  }
}

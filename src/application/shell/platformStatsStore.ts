import type { Subscription } from 'rxjs';
import type { PlatformFigures, PlatformStats } from '../../ports/platformStats.port';
import { Store } from '../shared/store';

/** What the sidebar's platform stats show: `loading` until the answer, then the figures or `unavailable`. */
export type PlatformStatsState =
  | { readonly phase: 'loading' }
  | { readonly phase: 'ready'; readonly figures: PlatformFigures }
  | { readonly phase: 'unavailable' };

/** The platform's figures for the Developer Hub sidebar, asked for once. */
export class PlatformStatsStore extends Store<PlatformStatsState> {
  private request: Subscription | null = null;

  constructor(private readonly stats: PlatformStats) {
    super({ phase: 'loading' });
  }

  /** Asks the source once; later calls while the answer is known or pending do nothing. */
  load(): void {
    if (this.request !== null) return;
    this.request = this.stats.figures().subscribe((result) => {
      this.setState(result.ok ? { phase: 'ready', figures: result.value } : { phase: 'unavailable' });
    });
  }

  override dispose(): void {
    this.request?.unsubscribe();
    super.dispose();
  }
}

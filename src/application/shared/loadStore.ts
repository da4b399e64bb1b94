import type { Observable, Subscription } from 'rxjs';
import type { Result } from '../../domain/shared/result';
import { Store } from './store';

/** Data read once from a port: `loading` until the answer, then `loaded` with the data or `failed` with why. */
export type LoadState<Data, Failure> =
  | { readonly phase: 'loading' }
  | { readonly phase: 'loaded'; readonly data: Data }
  | { readonly phase: 'failed'; readonly error: Failure };

/**
 * A store of data a page reads from one port. `load()` asks the port unless the data is known or a request is
 * under way, so every view may call it on mount; after a failure it asks again (a retry).
 */
export abstract class LoadStore<Data, Failure> extends Store<LoadState<Data, Failure>> {
  private request: Subscription | null = null;

  protected constructor(private readonly read: () => Observable<Result<Data, Failure>>) {
    super({ phase: 'loading' });
  }

  load(): void {
    if (this.state.phase === 'loaded' || (this.request !== null && !this.request.closed)) return;
    if (this.state.phase === 'failed') this.setState({ phase: 'loading' });
    // The port may answer synchronously, inside subscribe().
    this.request = this.read().subscribe((result) => {
      this.setState(result.ok ? { phase: 'loaded', data: result.value } : { phase: 'failed', error: result.error });
    });
  }

  override dispose(): void {
    this.request?.unsubscribe();
    super.dispose();
  }
}

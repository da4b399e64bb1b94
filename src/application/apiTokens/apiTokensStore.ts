import type { Subscription } from 'rxjs';
import type { ApiToken, ApiTokenScope } from '../../domain/apiTokens/apiToken';
import type { ApiTokenDesk, ApiTokenDeskError } from '../../ports/apiTokenDesk.port';
import { Store } from '../shared/store';

/**
 * The settings page's tokens: the list (`loading`, `loaded`, `failed`), the secret of the token just made (shown
 * once: forgotten by the next command), and the last refusal of a command.
 */
export interface ApiTokensState {
  readonly phase: 'loading' | 'loaded' | 'failed';
  readonly tokens: readonly ApiToken[];
  readonly loadError: ApiTokenDeskError | null;
  readonly justMade: { readonly token: ApiToken; readonly secret: string } | null;
  readonly commandError: ApiTokenDeskError | null;
  readonly busy: boolean;
}

const INITIAL: ApiTokensState = { phase: 'loading', tokens: [], loadError: null, justMade: null, commandError: null, busy: false };

/** The signed-in person's personal API tokens: `load()`, `create(name, scopes)`, `revoke(id)`, over `ApiTokenDesk`. */
export class ApiTokensStore extends Store<ApiTokensState> {
  private readonly requests = new Set<Subscription>();

  constructor(private readonly desk: ApiTokenDesk) {
    super(INITIAL);
  }

  /** Reads the list afresh; returns the way to abandon the read (a view's effect clean-up). */
  load(): () => void {
    this.setState({ ...this.state, phase: 'loading', loadError: null });
    const reading = this.desk.list().subscribe((result) => {
      this.setState(result.ok ? { ...this.state, phase: 'loaded', tokens: result.value } : { ...this.state, phase: 'failed', loadError: result.error });
    });
    return () => reading.unsubscribe();
  }

  create(name: string, scopes: readonly ApiTokenScope[]): void {
    this.setState({ ...this.state, busy: true, justMade: null, commandError: null });
    this.track(
      this.desk.create(name, scopes).subscribe((result) => {
        this.setState(
          result.ok
            ? { ...this.state, busy: false, justMade: result.value, tokens: [result.value.token, ...this.state.tokens] }
            : { ...this.state, busy: false, commandError: result.error },
        );
      }),
    );
  }

  revoke(id: string): void {
    this.setState({ ...this.state, busy: true, justMade: null, commandError: null });
    this.track(
      this.desk.revoke(id).subscribe((result) => {
        const tokens = this.state.tokens.filter((token) => token.id !== id);
        this.setState(result.ok || result.error.code === 'not-found' ? { ...this.state, busy: false, tokens } : { ...this.state, busy: false, commandError: result.error });
      }),
    );
  }

  private track(subscription: Subscription): void {
    if (subscription.closed) return;
    this.requests.add(subscription);
    subscription.add(() => this.requests.delete(subscription));
  }

  override dispose(): void {
    for (const request of this.requests) request.unsubscribe();
    super.dispose();
  }
}

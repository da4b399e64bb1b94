import type { Subscription } from 'rxjs';
import type { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { authorizeUrl } from '../../domain/session/authorizeUrl';
import { LOGIN_REDIRECT_DELAY_MS } from '../../domain/session/sessionConstants';
import type { SessionError } from '../../domain/session/sessionErrors';
import type { Result } from '../../domain/shared/result';
import type { BrowserNavigation } from '../../ports/browserNavigation.port';
import type { Clock } from '../../ports/clock.port';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import { rememberReturnPath } from './returnPathStorage';
import type { UserSessionStore } from './userSessionStore';

/** Starts signing in with the wallet (spec sections 4 and 5). */
export class StartLogin {
  private pending: Subscription | null = null;

  constructor(
    private readonly store: UserSessionStore,
    private readonly config: RuntimeConfig,
    private readonly tabStore: KeyValueStore,
    private readonly clock: Clock,
    private readonly navigation: BrowserNavigation,
  ) {}

  /**
   * Clears the old session. Without a configured app id, reports `app-id-missing` and stops. Otherwise remembers `returnPath` (an in-app path; anything else means home) for the callback and,
   * `LOGIN_REDIRECT_DELAY_MS` later, sends the browser to the wallet's authorize page. Returns that page's URL.
   * A second call replaces a pending redirect.
   */
  execute(returnPath: string): Result<string, SessionError> {
    this.pending?.unsubscribe();
    this.pending = null;
    const target = authorizeUrl(this.config.handcash.authorizeUrl, this.config.handcash.appId ?? undefined);
    this.store.signOut(target.ok ? null : target.error);
    if (!target.ok) return target;
    rememberReturnPath(this.tabStore, returnPath);
    this.store.setRedirecting(true);
    this.pending = this.clock.after(LOGIN_REDIRECT_DELAY_MS).subscribe(() => {
      this.pending = null;
      this.navigation.assign(target.value);
      // Coming back with the Back button may restore this page from the cache: it must not still be waiting.
      this.store.setRedirecting(false);
    });
    return target;
  }
}

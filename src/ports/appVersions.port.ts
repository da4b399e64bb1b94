import type { Observable } from 'rxjs';
import { token, type Token } from './token';

/** The installed app's versions: the one running and a newer one the browser has fetched and keeps waiting. */
export interface AppVersions {
  /**
   * Emits whether a newer version waits to take over: false at once, true once one is installed (it stays true).
   * Subscribing starts looking for versions; a browser that cannot install the app only ever emits false.
   */
  waiting(): Observable<boolean>;
  /** Lets the waiting version take over, then reloads the page; resolves at once when none waits. */
  takeOver(): Promise<void>;
}

export const AppVersions: Token<AppVersions> = token<AppVersions>('AppVersions');

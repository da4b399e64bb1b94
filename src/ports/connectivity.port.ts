import type { Observable } from 'rxjs';
import { token, type Token } from './token';

/** Whether the browser has a network. */
export interface Connectivity {
  /** Emits whether the browser is online at once on subscription, then each change; never errors or completes. */
  online(): Observable<boolean>;
}

export const Connectivity: Token<Connectivity> = token<Connectivity>('Connectivity');

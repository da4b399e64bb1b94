import type { Observable } from 'rxjs';
import { token, type Token } from './token';

/** The time of day. The only way the core learns the time. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Emits the current time at once on subscription, then every `intervalMs`; never errors or completes. */
  every(intervalMs: number): Observable<number>;
  /** Emits the time once, `delayMs` from now, then completes. Unsubscribing cancels it. */
  after(delayMs: number): Observable<number>;
}

export const Clock: Token<Clock> = token<Clock>('Clock');

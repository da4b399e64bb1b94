import type { Observable } from 'rxjs';
import { token, type Token } from './token';

/**
 * What a page read from the server most recently, per address: `keptAt` when the service worker answered from its
 * kept copy because the network could not be reached (when that copy was received, ms since the epoch), else null.
 */
export interface PageAnswer {
  /** The page (its path) that asked. */
  readonly page: string;
  /** The API address it read. */
  readonly path: string;
  readonly keptAt: number | null;
}

/** The answers pages were given, and which page is shown: what the offline note reads. */
export interface OfflineAnswers {
  /** Each page's latest answer per address since the app opened: at once on subscription, then after each answer. */
  answers(): Observable<readonly PageAnswer[]>;
  /** The page shown (its path): at once, then after each navigation. */
  page(): Observable<string>;
}

export const OfflineAnswers: Token<OfflineAnswers> = token<OfflineAnswers>('OfflineAnswers');

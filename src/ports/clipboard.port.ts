import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** The system clipboard. */
export interface Clipboard {
  /** Puts `text` on the clipboard; fails with 'denied' when the browser refuses (no permission, no clipboard). */
  copy(text: string): Promise<Result<void, 'denied'>>;
}

export const Clipboard: Token<Clipboard> = token<Clipboard>('Clipboard');

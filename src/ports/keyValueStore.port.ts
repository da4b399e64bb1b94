import type { Observable } from 'rxjs';
import { token, type Token } from './token';

/**
 * A place to keep small texts by key. Implementations never throw: a storage that is full, disabled or
 * blocked behaves as empty and ignores writes.
 */
export interface KeyValueStore {
  /** The stored text, or null when nothing (or nothing readable) is stored. */
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
  /**
   * Emits the key's stored text (null once removed) each time it changes after subscription: through this
   * store's own `write`/`remove`, and, where the storage is shared with other tabs, when another tab changes it.
   * Emits nothing on subscription; never errors or completes.
   */
  changes(key: string): Observable<string | null>;
}

/** Storage that survives a reload and a restart of the browser (local storage in the browser). */
export const PersistentStore: Token<KeyValueStore> = token<KeyValueStore>('PersistentStore');
/** Storage for this tab's session only (session storage in the browser): caches. */
export const TabStore: Token<KeyValueStore> = token<KeyValueStore>('TabStore');

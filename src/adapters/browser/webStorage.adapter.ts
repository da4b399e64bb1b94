import type { KeyValueStore } from '../../ports/keyValueStore.port';

/**
 * A KeyValueStore over the Web Storage API. Reading storage can throw (disabled cookies, sandboxed frames) and
 * writing can throw (quota): both are treated as "nothing stored" / "not kept", as the port promises.
 */
export class WebStorageKeyValueStore implements KeyValueStore {
  constructor(private readonly storage: () => Storage) {}

  read(key: string): string | null {
    try {
      return this.storage().getItem(key);
    } catch {
      return null;
    }
  }

  write(key: string, value: string): void {
    try {
      this.storage().setItem(key, value);
    } catch {
      // Full or blocked storage: the value lives only in memory for this page.
    }
  }

  remove(key: string): void {
    try {
      this.storage().removeItem(key);
    } catch {
      // Blocked storage holds nothing to remove.
    }
  }
}

import { filter, fromEvent, map, merge, Subject, type Observable } from 'rxjs';
import type { KeyValueStore } from '../../ports/keyValueStore.port';

interface Change {
  readonly key: string;
  readonly value: string | null;
}

/**
 * A KeyValueStore over the Web Storage API. Reading storage can throw (disabled cookies, sandboxed frames) and
 * writing can throw (quota): both are treated as "nothing stored" / "not kept", as the port promises.
 * Changes come from this store's own writes and from the window's `storage` events, which the browser fires
 * when another tab (or window) of the same origin changes the same storage area.
 */
export class WebStorageKeyValueStore implements KeyValueStore {
  private readonly ownChanges = new Subject<Change>();

  constructor(
    private readonly storage: () => Storage,
    private readonly events: EventTarget | null = typeof window === 'undefined' ? null : window,
  ) {}

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
    this.ownChanges.next({ key, value });
  }

  remove(key: string): void {
    try {
      this.storage().removeItem(key);
    } catch {
      // Blocked storage holds nothing to remove.
    }
    this.ownChanges.next({ key, value: null });
  }

  changes(key: string): Observable<string | null> {
    const own = this.ownChanges.pipe(
      filter((change) => change.key === key),
      map((change) => change.value),
    );
    if (this.events === null) return own;
    const otherTabs = fromEvent<StorageEvent>(this.events, 'storage').pipe(
      // A null key is a clear() of the whole area.
      filter((event) => (event.key === key || event.key === null) && this.isOwnArea(event.storageArea)),
      map((event) => (event.key === null ? null : event.newValue)),
    );
    return merge(own, otherTabs);
  }

  private isOwnArea(area: Storage | null): boolean {
    try {
      return area === this.storage();
    } catch {
      return false;
    }
  }
}

import { filter, map, Subject, type Observable } from 'rxjs';
import type { KeyValueStore } from '../../ports/keyValueStore.port';

/**
 * A KeyValueStore in memory, for tests; `entries` shows what was written. `writeFromElsewhere` stands for another
 * tab changing the shared storage: the value changes and `changes` emits it.
 */
export class MemoryKeyValueStore implements KeyValueStore {
  readonly entries = new Map<string, string>();
  private readonly changed = new Subject<{ readonly key: string; readonly value: string | null }>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.entries.set(key, value);
  }

  read(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  write(key: string, value: string): void {
    this.entries.set(key, value);
    this.changed.next({ key, value });
  }

  remove(key: string): void {
    this.entries.delete(key);
    this.changed.next({ key, value: null });
  }

  changes(key: string): Observable<string | null> {
    return this.changed.pipe(
      filter((change) => change.key === key),
      map((change) => change.value),
    );
  }

  /** Another tab writes `value` (null: removes the key). */
  writeFromElsewhere(key: string, value: string | null): void {
    if (value === null) this.remove(key);
    else this.write(key, value);
  }
}

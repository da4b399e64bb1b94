import type { KeyValueStore } from '../../ports/keyValueStore.port';

/** A KeyValueStore in memory, for tests; `entries` shows what was written. */
export class MemoryKeyValueStore implements KeyValueStore {
  readonly entries = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.entries.set(key, value);
  }

  read(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  write(key: string, value: string): void {
    this.entries.set(key, value);
  }

  remove(key: string): void {
    this.entries.delete(key);
  }
}

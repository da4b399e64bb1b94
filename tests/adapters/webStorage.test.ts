import { describe, expect, it } from 'vitest';
import { WebStorageKeyValueStore } from '../../src/adapters/browser/webStorage.adapter';

/** A Storage over a Map: enough of the Web Storage API for the adapter. */
function mapStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** What the browser dispatches on a window when another tab changes its storage (`StorageEvent` is not in Node). */
const storageEvent = (storageArea: Storage, key: string | null, newValue: string | null) =>
  Object.assign(new Event('storage'), { storageArea, key, newValue });

describe('WebStorageKeyValueStore.changes', () => {
  it('emits its own writes and removals and other tabs\' changes of the same key and storage area', () => {
    const local = mapStorage();
    const other = mapStorage();
    const window = new EventTarget();
    const store = new WebStorageKeyValueStore(() => local, window);
    const seen: (string | null)[] = [];
    const subscription = store.changes('flag').subscribe((value) => seen.push(value));
    store.write('flag', 'a');
    store.write('other-key', 'x');
    window.dispatchEvent(storageEvent(local, 'flag', 'b'));
    window.dispatchEvent(storageEvent(other, 'flag', 'session storage is another area'));
    window.dispatchEvent(storageEvent(local, 'other-key', 'y'));
    window.dispatchEvent(storageEvent(local, null, null));
    store.remove('flag');
    subscription.unsubscribe();
    window.dispatchEvent(storageEvent(local, 'flag', 'after'));
    expect(seen).toEqual(['a', 'b', null, null]);
  });

  it('still reports its own writes when storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    const store = new WebStorageKeyValueStore(blocked, new EventTarget());
    const seen: (string | null)[] = [];
    store.changes('flag').subscribe((value) => seen.push(value));
    store.write('flag', 'kept in memory only');
    expect({ seen, read: store.read('flag') }).toEqual({ seen: ['kept in memory only'], read: null });
  });
});

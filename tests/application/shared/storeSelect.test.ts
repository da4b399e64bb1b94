import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shallowEqual } from '../../../src/application/shared/shallowEqual';
import { Store } from '../../../src/application/shared/store';

interface Counters {
  readonly left: number;
  readonly right: number;
  readonly list: readonly number[];
}

class CountersStore extends Store<Counters> {
  constructor() {
    super({ left: 0, right: 0, list: [] });
  }

  set(next: Partial<Counters>): void {
    this.setState({ ...this.state, ...next });
  }
}

describe('a part of a store', () => {
  it('emits at once, then only when the part changes', () => {
    const store = new CountersStore();
    const seen: Array<{ left: number }> = [];
    const subscription = store.select(({ left }) => ({ left })).subscribe((part) => seen.push(part));
    store.set({ right: 1 });
    store.set({ left: 2 });
    store.set({ right: 3, list: [1] });
    store.set({ left: 2 });
    store.set({ left: 4 });
    subscription.unsubscribe();
    expect(seen).toEqual([{ left: 0 }, { left: 2 }, { left: 4 }]);
  });

  it('takes a new array with the same items for the same part, and one with other items for a change', () => {
    const store = new CountersStore();
    const seen: Array<readonly number[]> = [];
    const subscription = store.select(({ list }) => list).subscribe((list) => seen.push(list));
    store.set({ list: [] });
    store.set({ list: [1] });
    subscription.unsubscribe();
    expect(seen).toEqual([[], [1]]);
  });
});

describe('shallowEqual', () => {
  it('holds for objects with the same keys and values, and not when one value differs', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string(), fc.boolean())), fc.string(), (record, key) => {
        const copy = { ...record };
        const changed = { ...record, [key]: Symbol('other') };
        return shallowEqual(record, copy) && !shallowEqual(record, changed);
      }),
    );
  });

  it('compares values by identity below the first level, and tells values of other types apart', () => {
    expect([shallowEqual({ a: [1] }, { a: [1] }), shallowEqual(1, 1), shallowEqual<unknown>(1, '1'), shallowEqual<unknown>(null, {}), shallowEqual({ a: 1 }, { a: 1, b: undefined })]).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });
});

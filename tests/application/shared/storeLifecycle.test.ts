import { Subject, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { LoadStore, type LoadState } from '../../../src/application/shared/loadStore';
import { shallowEqual } from '../../../src/application/shared/shallowEqual';
import { Store } from '../../../src/application/shared/store';
import { err, ok, type Result } from '../../../src/domain/shared/result';

class ValueStore extends Store<{ readonly value: number }> {
  constructor() {
    super({ value: 0 });
  }

  put(next: { readonly value: number }): void {
    this.setState(next);
  }
}

/** A LoadStore over a port whose answer (one, then complete) a test sends. */
class AnsweredStore extends LoadStore<string, string> {
  private pending = new Subject<Result<string, string>>();

  constructor() {
    super(() => {
      this.pending = new Subject<Result<string, string>>();
      return this.pending as Observable<Result<string, string>>;
    });
  }

  answer(result: Result<string, string>): void {
    this.pending.next(result);
    this.pending.complete();
  }
}

describe('Store', () => {
  it('emits a new state, not the same one again, and completes on dispose', () => {
    const store = new ValueStore();
    const seen: number[] = [];
    let completed = false;
    store.state$.subscribe({ next: (state) => seen.push(state.value), complete: () => (completed = true) });
    store.put(store.state);
    store.put({ value: 0 });
    store.dispose();
    expect({ seen, completed }).toEqual({ seen: [0, 0], completed: true });
  });
});

describe('LoadStore', () => {
  it('shows loading again while it retries after a failure', () => {
    const store = new AnsweredStore();
    const seen: LoadState<string, string>[] = [];
    store.state$.subscribe((state) => seen.push(state));
    store.load();
    store.answer(err('down'));
    store.load();
    store.answer(ok('data'));
    expect(seen).toEqual([{ phase: 'loading' }, { phase: 'failed', error: 'down' }, { phase: 'loading' }, { phase: 'loaded', data: 'data' }]);
  });

  it('can be disposed before it ever loaded, and completes its state then', () => {
    const store = new AnsweredStore();
    let completed = false;
    store.state$.subscribe({ complete: () => (completed = true) });
    store.dispose();
    expect(completed).toBe(true);
  });
});

describe('shallowEqual', () => {
  it('holds for the same value, and never between different primitives or null and an object', () => {
    expect([
      shallowEqual<unknown>('ab', 'ab'),
      shallowEqual<unknown>(1, 2),
      shallowEqual<unknown>('a', 'b'),
      shallowEqual<unknown>(null, {}),
      shallowEqual<unknown>({}, null),
      shallowEqual<unknown>(1, {}),
      shallowEqual<unknown>({}, 'x'),
      shallowEqual<unknown>({}, {}),
    ]).toEqual([true, false, false, false, false, false, false, true]);
  });
});

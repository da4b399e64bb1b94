import { firstValueFrom, of, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lazyPort } from '../../src/adapters/lazy/lazyPort';

interface Greeter {
  greet(name: string): Observable<string>;
  count(times: number): Promise<number>;
}

/** A Greeter whose code "loads" through `load`, counting the loads; the first `failures` loads fail. */
function lazyGreeter(failures = 0) {
  const loads = { count: 0 };
  const greeter = lazyPort<Greeter>(
    async () => {
      loads.count += 1;
      if (loads.count <= failures) throw new Error('chunk failed to load');
      return { greet: (name) => of(`hello ${name}`), count: async (times) => times * 2 };
    },
    { greet: 'observable', count: 'promise' },
  );
  return { greeter, loads };
}

describe('lazyPort', () => {
  it('loads the adapter on the first call (an Observable on subscription), once, and forwards every call with its arguments', async () => {
    const { greeter, loads } = lazyGreeter();
    greeter.greet('made, never subscribed');
    const before = loads.count;
    const answers = [await firstValueFrom(greeter.greet('ada')), await greeter.count(21), await firstValueFrom(greeter.greet('bob'))];
    expect({ before, answers, loads: loads.count }).toEqual({ before: 0, answers: ['hello ada', 42, 'hello bob'], loads: 1 });
  });

  it('fails a call the way its method fails when the code cannot load, and loads again on the next call', async () => {
    const { greeter, loads } = lazyGreeter(2);
    const observed = await firstValueFrom(greeter.greet('ada')).catch((error: Error) => error.message);
    const promised = await greeter.count(1).catch((error: Error) => error.message);
    expect({ observed, promised, then: await greeter.count(2), loads: loads.count }).toEqual({
      observed: 'chunk failed to load',
      promised: 'chunk failed to load',
      then: 4,
      loads: 3,
    });
  });

  it('needs the kind of every method, and takes no member that is neither kind', () => {
    const load = async (): Promise<Greeter> => ({ greet: () => of(''), count: async () => 0 });
    // @ts-expect-error -- `count` is left out
    lazyPort<Greeter>(load, { greet: 'observable' });
    // @ts-expect-error -- `count` answers a Promise, not an Observable
    lazyPort<Greeter>(load, { greet: 'observable', count: 'observable' });
    // @ts-expect-error -- a plain value cannot wait for the adapter's code
    lazyPort<{ readonly size: number }>(async () => ({ size: 1 }), { size: 'promise' });
    expect(Object.keys(lazyPort<Greeter>(load, { greet: 'observable', count: 'promise' }))).toEqual(['greet', 'count']);
  });
});

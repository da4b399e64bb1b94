import { act, renderHook } from '@testing-library/react';
import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { useObservableValue } from '../../../src/ui/app/useObservableValue';

describe('useObservableValue', () => {
  it('reads a BehaviorSubject-backed source’s current value on the first render, then follows it', () => {
    const state = new BehaviorSubject({ count: 1 });
    const state$ = state.asObservable();
    const renders: number[] = [];
    const { result } = renderHook(() => {
      const value = useObservableValue(state$);
      renders.push(value.count);
      return value;
    });
    expect(renders[0]).toBe(1);
    act(() => state.next({ count: 2 }));
    expect(result.current).toEqual({ count: 2 });
  });

  it('shows the initial value until a source without a current value emits', () => {
    const ticks = new Subject<number>();
    const { result } = renderHook(() => useObservableValue(ticks, 0));
    expect(result.current).toBe(0);
    act(() => ticks.next(5));
    expect(result.current).toBe(5);
  });

  it('ends its subscription with the component', () => {
    const state = new BehaviorSubject('a');
    const { unmount } = renderHook(() => useObservableValue(state));
    expect(state.observed).toBe(true);
    unmount();
    expect(state.observed).toBe(false);
  });

  it('refuses a source with no current value and no initial value', () => {
    const silent = new Subject<string>();
    expect(() => renderHook(() => useObservableValue(silent))).toThrow('the source has no current value');
  });
});

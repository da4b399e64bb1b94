import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/adapters/memory/manualClock.adapter';

describe('ManualClock', () => {
  it('fires `after` once its delay has passed, and `every` on each advance', () => {
    const clock = new ManualClock(1000);
    const fired: number[] = [];
    const ticks: number[] = [];
    clock.after(500).subscribe((time) => fired.push(time));
    clock.every(1).subscribe((time) => ticks.push(time));
    clock.advance(499);
    clock.advance(1);
    clock.advance(100);
    expect({ fired, ticks }).toEqual({ fired: [1500], ticks: [1000, 1499, 1500, 1600] });
  });
});

import { describe, expect, it } from 'vitest';
import { ClaimExpiries } from '../../../src/application/contracts/claimExpiries';

/** A repository's timers: answers `next`, or fails; counts its sweeps. */
const timers = (next: number | null | Error) => {
  const counted = { sweeps: 0 };
  return {
    counted,
    sweep: async () => {
      counted.sweeps += 1;
      if (next instanceof Error) throw next;
      return next;
    },
  };
};

describe('the claim timers of every repository swept as one', () => {
  it('sweeps each repository and answers the soonest next timer', async () => {
    const all = [timers(900), timers(null), timers(400)];
    expect([await new ClaimExpiries(async () => all).sweep(), all.map(({ counted }) => counted.sweeps)]).toEqual([400, [1, 1, 1]]);
  });

  it('answers null when no repository has a timer ahead, or none is connected', async () => {
    expect([await new ClaimExpiries(async () => [timers(null)]).sweep(), await new ClaimExpiries(async () => []).sweep()]).toEqual([null, null]);
  });

  it('sweeps the others when one repository fails, then reports the failure', async () => {
    const all = [timers(new Error('database down')), timers(300)];
    await expect(new ClaimExpiries(async () => all).sweep()).rejects.toThrow('database down');
    expect(all.map(({ counted }) => counted.sweeps)).toEqual([1, 1]);
  });
});

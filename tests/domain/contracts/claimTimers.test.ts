import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimEndsNow, nextClaimTimer, reminderDue, reminderKey } from '../../../src/domain/contracts/claimTimers';

const DAY = 86_400_000;
const claim = { issueNumber: 7, claimedAt: 0, deadline: 10 * DAY };

describe('claim timers', () => {
  it('ends a claim at its deadline unless GitHub moved the contract on', () => {
    expect([
      claimEndsNow(claim, 'expired', 10 * DAY),
      claimEndsNow(claim, 'claimed', 10 * DAY - 1),
      claimEndsNow(claim, 'submitted', 11 * DAY),
      claimEndsNow(claim, 'completed', 11 * DAY),
    ]).toEqual([true, false, false, false]);
  });

  it('reminds the claimant within the lead before the deadline, while the claim runs', () => {
    expect([
      reminderDue(claim, 'claimed', 9 * DAY - 1, DAY),
      reminderDue(claim, 'claimed', 9 * DAY, DAY),
      reminderDue(claim, 'claimed', 10 * DAY, DAY),
      reminderDue(claim, 'submitted', 9.5 * DAY, DAY),
    ]).toEqual([false, true, false, false]);
  });

  it('wakes for the next reminder or deadline ahead, never one past', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 8 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 20 }), (deadlines, now, lead) => {
        const next = nextClaimTimer(deadlines.map((deadline) => ({ deadline })), now, lead);
        const ahead = deadlines.flatMap((deadline) => [deadline - lead, deadline]).filter((at) => at > now);
        expect(next).toBe(ahead.length === 0 ? null : Math.min(...ahead));
      }),
    );
  });

  it('keys one reminder per claim', () => {
    expect([reminderKey(claim), reminderKey({ ...claim, claimedAt: 5 })]).toEqual(['claim-reminder:7:0', 'claim-reminder:7:5']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClaimExpired } from '../../../src/domain/contracts/claim';
import { remainingTime } from '../../../src/ui/pages/contracts/remainingTime';

const NOW = 1_750_000_000_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('remainingTime', () => {
  it('shows days and hours, hours, minutes, or Expired', () => {
    expect([
      remainingTime(NOW + 3 * DAY + 4 * HOUR + 59_000, NOW),
      remainingTime(NOW + 5 * HOUR + 30 * 60_000, NOW),
      remainingTime(NOW + 12 * 60_000, NOW),
      remainingTime(NOW + 1, NOW),
      remainingTime(NOW, NOW),
    ]).toEqual(['3d 4h left', '5h left', '12m left', '0m left', 'Expired']);
  });

  it('says Expired exactly when the claim has expired', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -40 * DAY, max: 40 * DAY }), (now, offset) => {
        expect(remainingTime(now + offset, now) === 'Expired').toBe(isClaimExpired({ deadline: now + offset }, now));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReward, formatThousands } from '../../../src/ui/pages/contracts/formatReward';

describe('formatReward', () => {
  it('writes thousands separators and the unit', () => {
    expect([
      formatReward(45_000, 'BAPP'),
      formatReward(2_500_000, 'BAPP'),
      formatReward(2000, 'BAPP'),
      formatReward(500, 'BCODE'),
    ]).toEqual([
      '45,000 BAPP',
      '2,500,000 BAPP',
      '2,000 BAPP',
      '500 BCODE',
    ]);
  });

  it('agrees with the en-US number format for every safe integer', () => {
    const reference = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(formatThousands(value)).toBe(reference.format(value));
      }),
    );
  });
});

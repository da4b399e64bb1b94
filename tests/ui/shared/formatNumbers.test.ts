import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bsv, groupThousands, percent, usdPerMonth } from '../../../src/ui/shared/formatNumbers';

describe('number formats', () => {
  it('group thousands with commas and keep decimals', () => {
    expect([0, 1, 999, 1000, 1247, 1_000_000_000, 1247.5, -12345].map(groupThousands)).toEqual(
      ['0', '1', '999', '1,000', '1,247', '1,000,000,000', '1,247.5', '-12,345']);
  });

  it('group like en-US for any safe integer', () => {
    fc.assert(fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) =>
      groupThousands(value) === value.toLocaleString('en-US')));
  });

  it('write prices, percentages and BSV amounts', () => {
    expect([usdPerMonth(0), usdPerMonth(299), percent(2.5), percent(3), bsv(15.7)]).toEqual(['$0/month', '$299/month', '2.5%', '3%', '15.7 BSV']);
  });
});

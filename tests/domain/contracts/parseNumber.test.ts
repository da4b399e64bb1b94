import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstNumberIn, parseFirstNumber } from '../../../src/domain/contracts/parseNumber';

describe('parseFirstNumber', () => {
  it('reads thousands separators only in groups of exactly three digits', () => {
    expect(
      ['45,000 BAPP', '1,200', '1,20', '1,2345', '12345,678', '1,234,5678', '2.5 hours', 'x 1,000.75 y', 'none', '9'.repeat(400)].map(
        parseFirstNumber,
      ),
    ).toEqual([45_000, 1200, 1, 1, 12_345, 1234, 2.5, 1000.75, null, null]);
  });

  it('reads only inside the given range', () => {
    expect([firstNumberIn('12 and 34', 2, 9), firstNumberIn('1,000', 0, 4)]).toEqual([34, 1]);
  });

  it('reads back any integer written with or without separators', () => {
    const withSeparators = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.boolean(), (value, separated) => {
        const written = separated ? withSeparators.format(value) : String(value);
        expect(parseFirstNumber(`about ${written} tokens`)).toBe(value);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFee, requiredFee } from '../../../src/domain/devchain/fee';

describe('the devchain’s fee rule', () => {
  it('asks the rate per 1,000 bytes, rounded up', () => {
    expect(requiredFee(226, 1)).toBe(1);
    expect(requiredFee(1000, 50)).toBe(50);
    expect(requiredFee(1001, 50)).toBe(51);
    expect(requiredFee(0, 50)).toBe(0);
  });

  it('refuses more out than in, and a fee below the rate, naming both figures', () => {
    expect(checkFee(100, 101, 200, 1)).toEqual({ code: 'outputs-exceed-inputs', inputs: 100, outputs: 101 });
    expect(checkFee(1000, 990, 226, 50)).toEqual({ code: 'fee-too-low', paid: 10, required: 12 });
    expect(checkFee(1000, 988, 226, 50)).toEqual({ fee: 12 });
  });

  it('accepts exactly when the fee paid reaches the required fee (property)', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), fc.nat(100_000), fc.nat(1000), (inputs, outputs, size, rate) => {
        const answer = checkFee(inputs, outputs, size, rate);
        const accepted = 'fee' in answer;
        return accepted === (outputs <= inputs && inputs - outputs >= requiredFee(size, rate)) && (!accepted || answer.fee === inputs - outputs);
      }),
    );
  });
});

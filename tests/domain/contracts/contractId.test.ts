import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractIdFor, issueNumberOf, parseContractId } from '../../../src/domain/contracts/contractId';

describe('contract ids', () => {
  it('are contract-<number> and read back', () => {
    expect([
      contractIdFor(25),
      parseContractId('contract-25'),
      parseContractId('contract-025'),
      parseContractId('contract-x'),
    ]).toEqual([
      'contract-25',
      { ok: true, value: 'contract-25' },
      { ok: false, error: 'invalid-contract-id' },
      { ok: false, error: 'invalid-contract-id' },
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(issueNumberOf(contractIdFor(n))).toBe(n);
      }),
    );
  });
});

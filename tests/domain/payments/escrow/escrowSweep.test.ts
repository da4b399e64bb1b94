import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHeld, type EscrowEntry, type EscrowState } from '../../../../src/domain/payments/escrow/escrowLedger';
import { repositoriesToSweep } from '../../../../src/domain/payments/escrow/escrowSweep';

const entry = (repository: string, issueNumber: number, state: EscrowState): EscrowEntry => ({
  repository,
  issueNumber,
  funder: 'maintainer',
  satoshis: 1_000,
  state,
  payee: state === 'paying' ? 'alice' : null,
  fundTransactionId: 'fund-tx',
  releaseTransactionId: null,
  createdAt: issueNumber,
  fundedAt: issueNumber,
  endedAt: null,
});

describe('the connected repositories’ escrow entries a sweep resumes', () => {
  it('keeps the held, paying and refunding entries of every repository but the operator’s, grouped by repository in order', () => {
    const entries = [
      entry('acme/tools', 7, 'paying'),
      entry('owner/operator', 7, 'paying'),
      entry('acme/web', 7, 'refunding'),
      entry('acme/tools', 8, 'refunding'),
      entry('acme/tools', 9, 'held'),
      entry('acme/tools', 10, 'paid'),
      entry('acme/web', 11, 'refunded'),
      entry('acme/web', 12, 'funding'),
    ];
    expect(repositoriesToSweep(entries, 'Owner/Operator')).toEqual([
      { repository: 'acme/tools', issueNumbers: [7, 8, 9] },
      { repository: 'acme/web', issueNumbers: [7] },
    ]);
  });

  it('answers nothing to sweep when nothing is held', () => {
    expect(repositoriesToSweep([entry('acme/tools', 7, 'paid'), entry('acme/tools', 8, 'funding')], 'owner/operator')).toEqual([]);
  });

  it('names each held contract of another repository exactly once and nothing else (any ledger)', () => {
    const state = fc.constantFrom<EscrowState>('funding', 'held', 'paying', 'refunding', 'paid', 'refunded');
    const anyEntry = fc.tuple(fc.constantFrom('acme/tools', 'acme/web', 'owner/operator'), fc.integer({ min: 1, max: 6 }), state).map(([repository, issueNumber, at]) => entry(repository, issueNumber, at));
    fc.assert(
      fc.property(fc.uniqueArray(anyEntry, { selector: (one) => `${one.repository}#${one.issueNumber}`, maxLength: 20 }), (entries) => {
        const swept = repositoriesToSweep(entries, 'owner/operator').flatMap(({ repository, issueNumbers }) => issueNumbers.map((issueNumber) => `${repository}#${issueNumber}`));
        const expected = entries.filter((one) => isHeld(one) && one.repository !== 'owner/operator').map((one) => `${one.repository}#${one.issueNumber}`);
        expect(new Set(swept).size).toBe(swept.length);
        expect([...swept].sort()).toEqual([...expected].sort());
      }),
    );
  });
});

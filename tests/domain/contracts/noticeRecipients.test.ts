import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractEventKind } from '../../../src/domain/contracts/contractEvent';
import { MAINTAINER_NOTICE_KINDS, noticeRecipients } from '../../../src/domain/contracts/noticeRecipients';

const KINDS: readonly ContractEventKind[] = ['claimed', 'released', 'expired', 'pull-request-opened', 'merged', 'paid', 'payout-override'];

describe('who is told of a contract event', () => {
  it('tells the claimant of every kind, and the maintainers of a merge and a payment only', () => {
    expect(KINDS.map((kind) => [kind, noticeRecipients(kind, ['bob'], ['alice', 'carol'])])).toEqual([
      ['claimed', ['bob']],
      ['released', ['bob']],
      ['expired', ['bob']],
      ['pull-request-opened', ['bob']],
      ['merged', ['bob', 'alice', 'carol']],
      ['paid', ['bob', 'alice', 'carol']],
      ['payout-override', ['bob']],
    ]);
  });

  it('tells each person once, and nobody unknown or blank', () => {
    expect(noticeRecipients('paid', ['audit', null, '', 'bob', 'audit'], ['bob', 'alice'])).toEqual(['audit', 'bob', 'alice']);
    expect(noticeRecipients('claimed', [null], ['alice'])).toEqual([]);
  });

  it('names exactly the people concerned (and the maintainers when told), without repeats', () => {
    const handle = fc.oneof(fc.constant(null), fc.constant(''), fc.constantFrom('a', 'b', 'c', 'd'));
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.array(handle), fc.array(fc.constantFrom('a', 'b', 'x')), (kind, concerned, maintainers) => {
        const told = noticeRecipients(kind, concerned, maintainers);
        const expected = new Set([...concerned, ...(MAINTAINER_NOTICE_KINDS.has(kind) ? maintainers : [])].filter((h) => h !== null && h !== ''));
        expect(new Set(told)).toEqual(expected);
        expect(told.length).toBe(new Set(told).size);
      }),
    );
  });
});

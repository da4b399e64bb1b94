import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClaim, isClaimExpired } from '../../../src/domain/contracts/claim';
import { CLAIM_DEADLINE_DAY_OPTIONS, CLAIM_DEFAULT_DEADLINE_MS } from '../../../src/domain/contracts/contractConstants';

const NOW = 1_750_000_000_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('createClaim', () => {
  it('claims for 7 days by default, with trimmed names', () => {
    expect(createClaim({ issueNumber: 5, githubUsername: '  octocat ', handcashHandle: ' $octo ' }, NOW, 'octo_hc')).toEqual({
      ok: true,
      value: { issueNumber: 5, githubUsername: 'octocat', handcashHandle: 'octo', claimedBy: 'octo_hc', claimedAt: NOW, deadline: NOW + 604_800_000 },
    });
    expect(CLAIM_DEFAULT_DEADLINE_MS).toBe(6048e5);
  });

  it('sets the deadline to the chosen number of days', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLAIM_DEADLINE_DAY_OPTIONS), fc.integer({ min: 0, max: 4e12 }), (days, now) => {
        const result = createClaim({ issueNumber: 1, githubUsername: 'a', handcashHandle: 'b', estimatedDays: days }, now, 'x');
        expect(result.ok && result.value.deadline - result.value.claimedAt).toBe(days * DAY);
      }),
    );
  });

  it('requires both names, after trimming', () => {
    const required = { ok: false, error: { code: 'required-fields' } };
    expect([
      createClaim({ issueNumber: 5, githubUsername: '  ', handcashHandle: '$octo' }, NOW, 'x'),
      createClaim({ issueNumber: 5, githubUsername: 'octocat', handcashHandle: '' }, NOW, 'x'),
      createClaim({ issueNumber: 5, githubUsername: 'octocat', handcashHandle: ' $ ' }, NOW, 'x'),
    ]).toEqual([required, required, required]);
  });

  it('refuses a number of days that is not an option, and an invalid issue number', () => {
    const input = { issueNumber: 5, githubUsername: 'octocat', handcashHandle: '$octo' };
    expect([
      createClaim({ ...input, estimatedDays: 10 }, NOW, 'x'),
      createClaim({ ...input, issueNumber: 0 }, NOW, 'x'),
    ].map((result) => !result.ok && result.error.code)).toEqual(['invalid-deadline', 'invalid-issue']);
  });

  it('refuses a handle that is not a HandCash handle', () => {
    const input = { issueNumber: 5, githubUsername: 'octocat' };
    expect(['$two words', '<b>', 'a'.repeat(51)].map((handcashHandle) => {
      const result = createClaim({ ...input, handcashHandle }, NOW, 'x');
      return !result.ok && result.error.code;
    })).toEqual(['invalid-handcash-handle', 'invalid-handcash-handle', 'invalid-handcash-handle']);
  });

  it('stores the handle without its leading $ (so $audit never shows as $$audit)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_]{1,20}$/), fc.integer({ min: 0, max: 3 }), (handle, dollars) => {
        const result = createClaim({ issueNumber: 1, githubUsername: 'a', handcashHandle: `${'$'.repeat(dollars)}${handle}` }, NOW, 'x');
        expect(result.ok && result.value.handcashHandle).toBe(handle);
      }),
    );
  });

  it('expires at the deadline, not before', () => {
    expect([isClaimExpired({ deadline: NOW }, NOW - 1), isClaimExpired({ deadline: NOW }, NOW)]).toEqual([false, true]);
  });
});

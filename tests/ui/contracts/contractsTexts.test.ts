import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContractStatus } from '../../../src/domain/contracts/contract';
import { CLAIM_ERROR_MESSAGES, CONTRACT_STAT_LABELS, CONTRACT_STATUS_LABELS, claimFailureText } from '../../../src/ui/pages/contracts/contracts.texts';
import { fallbackExplanation, resetText, staleDataNotice } from '../../../src/ui/pages/contracts/loadProblemText';

const STATUSES: readonly ContractStatus[] = ['available', 'claimed', 'in_progress', 'submitted', 'expired', 'completed'];
const NOW = 1_750_000_000_000;

describe('contracts texts', () => {
  it('word every claim refusal, the spec’s required-fields alert verbatim', () => {
    expect(CLAIM_ERROR_MESSAGES).toEqual({
      'required-fields': 'Please fill in all required fields',
      'nul-character':
        'The GitHub username or HandCash handle holds an invisible NUL character (U+0000), which cannot be saved. Retype it without that character.',
      'invalid-handcash-handle': 'Enter a HandCash handle: letters, digits, _, - or ., at most 50 characters',
      'invalid-deadline': 'Please choose a deadline of 3, 5, 7, 14 or 30 days',
      'invalid-issue': 'This contract cannot be claimed',
    });
  });

  it('label the four counts and every status', () => {
    expect(Object.values(CONTRACT_STAT_LABELS)).toEqual(['Available', 'In Progress', 'Under Review', 'Completed']);
    expect(Object.keys(CONTRACT_STATUS_LABELS).sort()).toEqual([...STATUSES].sort());
  });

  it('give every status a colour in the stylesheet', () => {
    const css = readFileSync(resolve('src/ui/pages/contracts/contracts.css'), 'utf8');
    const coloured = [...css.matchAll(/\[data-status='([a-z_]+)'\]\s*\{\s*--status-colour: #[0-9a-f]{6};/g)].map((match) => match[1]);
    expect(coloured.sort()).toEqual([...STATUSES].sort());
  });
});

describe('load problem texts', () => {
  it('explain a failed load, with the rate-limit reset when known', () => {
    const rateLimited = { code: 'rate-limited', message: 'Rate limit used up.', rateLimitResetAt: NOW + 10 * 60_000 } as const;
    expect(fallbackExplanation({ error: rateLimited, seenAt: NOW })).toBe(
      'The contracts could not be loaded from GitHub right now. Rate limit used up. The limit resets in 10 minutes. You can still browse the open issues on GitHub.',
    );
    expect(staleDataNotice({ error: { code: 'http-status', message: 'GitHub answered 502.' }, seenAt: NOW })).toBe(
      'Showing the last contracts loaded from GitHub; refreshing failed: GitHub answered 502.',
    );
    expect(staleDataNotice({ error: rateLimited, seenAt: NOW })).toBe(
      'Showing the last contracts loaded from GitHub; refreshing failed: Rate limit used up. The limit resets in 10 minutes.',
    );
  });

  it('say when a limit resets in whole minutes, rounded up', () => {
    expect([resetText(NOW + 60_000, NOW), resetText(NOW + 60_001, NOW), resetText(NOW, NOW), resetText(NOW - 5, NOW)]).toEqual([
      'in 1 minute',
      'in 2 minutes',
      'now',
      'now',
    ]);
  });

  it('word a claim refusal by the rule the server named: the form’s, the claim’s, the common ones, else the status text', () => {
    expect(
      [
        { message: 'Bad Request', reason: 'required-fields' },
        { message: 'Forbidden', reason: 'not-claimer' },
        { message: 'Service Unavailable', reason: 'database-unavailable' },
        { message: 'Bad Gateway' },
      ].map(claimFailureText),
    ).toEqual([
      'Please fill in all required fields',
      'Only the person who claimed this contract can release it',
      'The database is not available right now; nothing was changed. Try again shortly.',
      'Bad Gateway',
    ]);
  });
});

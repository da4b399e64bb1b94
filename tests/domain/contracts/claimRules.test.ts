import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClaimExpired, type Claim } from '../../../src/domain/contracts/claim';
import { blockingClaim, placeClaim, releaseClaim, type ClaimBoard } from '../../../src/domain/contracts/claimRules';
import { DAY_MS } from '../../../src/domain/contracts/contractConstants';

const NOW = 1_750_000_000_000;
const claim = (issueNumber: number, claimedBy: string, claimedAt = NOW, days = 7): Claim => ({
  issueNumber,
  githubUsername: `${claimedBy}-gh`,
  handcashHandle: claimedBy,
  claimedBy,
  claimedAt,
  deadline: claimedAt + days * DAY_MS,
});

/** A sequence of attempts: who claims which of three contracts, when (time only moves forward), or releases. */
const attempts = fc.array(
  fc.record({
    kind: fc.constantFrom('claim' as const, 'release' as const),
    issueNumber: fc.integer({ min: 1, max: 3 }),
    who: fc.constantFrom('alice', 'bob', 'carol'),
    step: fc.integer({ min: 0, max: 10 * DAY_MS }),
    days: fc.constantFrom(3, 5, 7, 14, 30),
  }),
  { maxLength: 40 },
);

describe('the claim rules', () => {
  it('refuse a second claim while the first holds, naming its holder', () => {
    const board: ClaimBoard = new Map([[4, claim(4, 'alice')]]);
    expect(placeClaim(board, claim(4, 'bob', NOW + 1), NOW + 1)).toEqual({ ok: false, error: { code: 'taken', holder: claim(4, 'alice') } });
  });

  it('let a contract be claimed again from the deadline on', () => {
    const board: ClaimBoard = new Map([[4, claim(4, 'alice')]]);
    const deadline = claim(4, 'alice').deadline;
    expect([placeClaim(board, claim(4, 'bob'), deadline - 1).ok, placeClaim(board, claim(4, 'bob'), deadline).ok]).toEqual([false, true]);
    expect([blockingClaim(board, 4, deadline - 1), blockingClaim(board, 4, deadline)]).toEqual([claim(4, 'alice'), null]);
  });

  it('let only the claimer release', () => {
    const board: ClaimBoard = new Map([[4, claim(4, 'alice')]]);
    expect([releaseClaim(board, 4, 'bob'), releaseClaim(board, 5, 'alice'), releaseClaim(board, 4, 'alice')]).toEqual([
      { ok: false, error: 'not-claimer' },
      { ok: false, error: 'not-found' },
      { ok: true, value: new Map() },
    ]);
  });

  it('never hold more than one unexpired claim per contract, and a placed claim is what the board then holds (property)', () => {
    fc.assert(
      fc.property(attempts, (steps) => {
        let board: ClaimBoard = new Map();
        let now = NOW;
        for (const step of steps) {
          now += step.step;
          if (step.kind === 'release') {
            const released = releaseClaim(board, step.issueNumber, step.who);
            if (released.ok) board = released.value;
            continue;
          }
          const attempt = claim(step.issueNumber, step.who, now, step.days);
          const before = blockingClaim(board, step.issueNumber, now);
          const placed = placeClaim(board, attempt, now);
          // Placed exactly when nothing unexpired held the contract; then the board holds the new claim.
          expect(placed.ok).toBe(before === null);
          if (placed.ok) {
            board = placed.value;
            expect(board.get(step.issueNumber)).toEqual(attempt);
          }
          const unexpired = [...board.values()].filter((held) => held.issueNumber === step.issueNumber && !isClaimExpired(held, now));
          expect(unexpired.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('expire every claim exactly at its deadline (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -40 * DAY_MS, max: 40 * DAY_MS }), (deadline, offset) => {
        expect(isClaimExpired({ deadline }, deadline + offset)).toBe(offset >= 0);
      }),
    );
  });
});

import { firstValueFrom, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { ClaimContract } from '../../../src/application/contracts/claimContract';
import type { ContractsStore } from '../../../src/application/contracts/contractsState';
import { ReleaseClaim } from '../../../src/application/contracts/releaseClaim';
import type { UserSessionStore } from '../../../src/application/session/userSessionStore';
import type { Claim } from '../../../src/domain/contracts/claim';
import { DAY_MS } from '../../../src/domain/contracts/contractConstants';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { ClaimBoard, ClaimBoardError } from '../../../src/ports/claimBoard.port';

const NOW = 1_700_000_000_000;
const held: Claim = { issueNumber: 5, githubUsername: 'bobby', handcashHandle: 'bob', claimedBy: 'bob', claimedAt: NOW - DAY_MS, deadline: NOW + DAY_MS };
const failure = (code: Exclude<ClaimBoardError['code'], 'taken'>): ClaimBoardError => ({ code, message: code });

/** Records what the use cases tell the contracts store and the session, over a board that gives one answer. */
function setUp(answer: Result<Claim | null, ClaimBoardError>, signedIn = true) {
  const told: string[] = [];
  const board = { claim: () => of(answer), release: () => of(answer), list: () => of(ok([])) } as unknown as ClaimBoard;
  const contracts = {
    applyClaim: (claim: Claim) => told.push(`apply ${claim.issueNumber} ${claim.claimedBy}`),
    removeClaim: (issueNumber: number) => told.push(`remove ${issueNumber}`),
  } as unknown as ContractsStore;
  const session = {
    state: { session: signedIn ? { profile: { handle: 'alice' } } : null },
    expire: () => told.push('expire'),
  } as unknown as UserSessionStore;
  const clock = new ManualClock(NOW);
  return { told, claim: new ClaimContract(board, contracts, session, clock), release: new ReleaseClaim(board, contracts, session) };
}

const input = { issueNumber: 5, githubUsername: 'alice-gh', handcashHandle: 'alice' };

describe('ReleaseClaim answers', () => {
  it.each([
    ['a release', ok(null), ['remove 5']],
    ['a claim already gone', err(failure('not-found')), ['remove 5']],
    ['an expired session', err(failure('authentication-expired')), ['expire']],
    ['a refusal', err(failure('forbidden')), []],
    ['an unavailable board', err(failure('unavailable')), []],
  ] satisfies [string, Result<null, ClaimBoardError>, string[]][])('after %s tells %j', async (_, answer, told) => {
    const { release, told: seen } = setUp(answer);
    expect({ answer: await firstValueFrom(release.execute(5)), told: seen }).toEqual({ answer, told });
  });
});

describe('ClaimContract answers', () => {
  it('refuses when nobody is signed in, without asking the board', async () => {
    const { claim, told } = setUp(ok(held), false);
    expect({ answer: await firstValueFrom(claim.execute(input)), told }).toEqual({ answer: err({ code: 'not-authenticated' }), told: [] });
  });

  it.each([
    ['a claim', ok(held), ['apply 5 bob']],
    ['a contract someone holds', err<ClaimBoardError>({ code: 'taken', message: 'taken', holder: held }), ['apply 5 bob']],
    ['an expired session', err(failure('authentication-expired')), ['expire']],
    ['an unavailable board', err(failure('unavailable')), []],
  ] satisfies [string, Result<Claim, ClaimBoardError>, string[]][])('after %s tells %j', async (_, answer, told) => {
    const { claim, told: seen } = setUp(answer);
    expect({ answer: await firstValueFrom(claim.execute(input)), told: seen }).toEqual({ answer, told });
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryClaimRepository } from '../../../src/adapters/memory/memoryClaimRepository.adapter';
import { MemoryContractRecords } from '../../../src/adapters/memory/memoryContractRecords.adapter';
import { ClaimDesk } from '../../../src/application/contracts/claimDesk';
import { ServerContracts } from '../../../src/application/contracts/serverContracts';
import { DAY_MS } from '../../../src/domain/contracts/contractConstants';
import type { Profile } from '../../../src/domain/session/session';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const NOW = Date.UTC(2026, 10, 26, 12);
const person = (handle: string): Profile => ({ handle, displayName: handle, paymail: `${handle}@handcash.io`, avatarUrl: '', publicKey: handle });
const alice = person('alice');
const bob = person('bob');
const input = { issueNumber: 7, githubUsername: ' octocat ', handcashHandle: '$octo', estimatedDays: 3 };
/** The terms `issueRecord` states (1,000 BAPP, the default 8 hours): what a claim on it freezes. */
const TERMS = { rewardAmount: 1000, rewardUnit: 'BAPP', estimatedHours: 8 } as const;

/** A desk over issues 7 (available), 8 (assigned to satoshi on GitHub), 9 (under review) and 10 (closed). */
function deskAt(now: () => number) {
  const claims = new MemoryClaimRepository();
  const records = new MemoryContractRecords(
    [issueRecord(7), issueRecord(8, { assigneeLogin: 'satoshi' }), issueRecord(9), issueRecord(10, { state: 'closed' })],
    [pullRecord(30, 9)],
  );
  const contracts = new ServerContracts(records, claims, now);
  return { desk: linkedAsTyped(new ClaimDesk(claims, contracts, null, now)), claims, records, contracts };
}

/**
 * The desk as used by sessions that each linked the login their request names (blank: no link), so these tests read
 * the claim rules; the link rule itself is tested at the end.
 */
function linkedAsTyped(desk: ClaimDesk) {
  return {
    list: () => desk.list(),
    release: (profile: Profile, issueNumber: number) => desk.release(profile, issueNumber),
    place: (profile: Profile, request: typeof input) => desk.place(profile, request, request.githubUsername.trim() === '' ? null : request.githubUsername.trim()),
  };
}

describe('the server claims desk', () => {
  it('places a claim for the signed-in person, trimmed, with its deadline, and lists it', async () => {
    const { desk } = deskAt(() => NOW);
    const placed = await desk.place(alice, input);
    const claim = { issueNumber: 7, githubUsername: 'octocat', handcashHandle: 'octo', claimedBy: 'alice', claimedAt: NOW, deadline: NOW + 3 * DAY_MS, terms: TERMS };
    expect(placed).toEqual({ ok: true, value: claim });
    expect(await desk.list()).toEqual([claim]);
  });

  it('refuses a second person while the claim runs, naming the status and holder, and lets them in after the deadline', async () => {
    let now = NOW;
    const { desk } = deskAt(() => now);
    await desk.place(alice, input);
    const taken = await desk.place(bob, { ...input, githubUsername: 'bobby', handcashHandle: 'bob' });
    const holder = { githubUsername: 'octocat', handcashHandle: 'octo', claimedBy: 'alice', claimedAt: NOW, deadline: NOW + 3 * DAY_MS, terms: TERMS };
    expect(taken).toEqual({ ok: false, error: { code: 'contract-not-available', contractStatus: 'claimed', holder } });
    now = NOW + 3 * DAY_MS;
    const later = await desk.place(bob, { ...input, githubUsername: 'bobby', handcashHandle: 'bob' });
    expect(later.ok && later.value.claimedBy).toBe('bob');
  });

  it('refuses what is no contract, one under review or completed, and an issue GitHub assigns to someone else; places nothing', async () => {
    const { desk } = deskAt(() => NOW);
    const answers = await Promise.all([99, 9, 10, 8].map((issueNumber) => desk.place(alice, { ...input, issueNumber })));
    expect(answers.map((answer) => (answer.ok ? 'placed' : answer.error))).toEqual([
      { code: 'contract-not-found' },
      { code: 'contract-not-available', contractStatus: 'submitted', holder: null },
      { code: 'contract-not-available', contractStatus: 'completed', holder: null },
      { code: 'assigned-elsewhere', assignee: 'satoshi' },
    ]);
    expect(await desk.list()).toEqual([]);
    expect((await desk.place(alice, { ...input, issueNumber: 8, githubUsername: 'Satoshi' })).ok).toBe(true);
  });

  it('names the holder when another claim was placed between the check and the write (taken)', async () => {
    const claims = new MemoryClaimRepository();
    const lookup = { find: async () => (await deskAt(() => NOW).contracts.find(7)), announce: async () => undefined };
    const desk = linkedAsTyped(new ClaimDesk(claims, lookup, null, () => NOW));
    const first = await desk.place(alice, input);
    expect(await desk.place(bob, { ...input, githubUsername: 'bobby' })).toEqual({ ok: false, error: { code: 'taken', holder: first.ok ? first.value : null } });
  });

  it('answers the domain rule a bad claim breaks, and places nothing', async () => {
    const { desk } = deskAt(() => NOW);
    expect(await desk.place(alice, { ...input, handcashHandle: '  ' })).toEqual({ ok: false, error: { code: 'required-fields' } });
    expect(await desk.place(alice, { ...input, estimatedDays: 4 })).toEqual({ ok: false, error: { code: 'invalid-deadline' } });
    expect(await desk.list()).toEqual([]);
  });

  it('releases only the claimer’s own claim, and the contract is available again', async () => {
    const { desk, contracts } = deskAt(() => NOW);
    await desk.place(alice, input);
    expect(await desk.release(bob, 7)).toEqual({ ok: false, error: 'not-claimer' });
    expect(await desk.release(alice, 8)).toEqual({ ok: false, error: 'not-found' });
    expect(await desk.release(alice, 7)).toEqual({ ok: true, value: null });
    expect([await desk.list(), (await contracts.find(7))?.status]).toEqual([[], 'available']);
  });

  it('freezes the terms the claim was placed under: a later edit of the issue changes the contract, not the claim', async () => {
    const { desk, records, contracts } = deskAt(() => NOW);
    await desk.place(alice, input);
    records.set([issueRecord(7, { body: '**Token Reward:** 9,000 BCODE\n**Estimated Hours:** 40', updatedAt: 'edited' })], []);
    const contract = await contracts.find(7);
    expect([await desk.list(), contract?.rewardAmount, contract?.rewardUnit, contract?.estimatedHours, contract?.assignee?.terms]).toEqual([
      [expect.objectContaining({ issueNumber: 7, terms: TERMS })],
      9000,
      'BCODE',
      40,
      TERMS,
    ]);
  });

  it('refuses a stranger’s unlabelled issue as no contract, and places a claim on a stranger’s issue that carries the bounty label', async () => {
    const claims = new MemoryClaimRepository();
    const records = new MemoryContractRecords([
      issueRecord(7, { authorAssociation: 'NONE' }),
      issueRecord(8, { authorAssociation: 'CONTRIBUTOR', labels: ['Bounty'] }),
    ]);
    const desk = new ClaimDesk(claims, new ServerContracts(records, claims, () => NOW), null, () => NOW);
    const answers = await Promise.all([7, 8].map((issueNumber) => desk.place(alice, { ...input, issueNumber }, 'octocat')));
    expect(answers.map((answer) => (answer.ok ? answer.value.issueNumber : answer.error))).toEqual([{ code: 'contract-not-found' }, 8]);
  });

  it('refuses a typed login without a linked one, and another login than the linked one; claims as the linked login', async () => {
    const claims = new MemoryClaimRepository();
    const records = new MemoryContractRecords([issueRecord(7)], []);
    const desk = new ClaimDesk(claims, new ServerContracts(records, claims, () => NOW), null, () => NOW);
    expect([
      await desk.place(alice, input),
      await desk.place(alice, { ...input, githubUsername: 'bob' }, 'octocat'),
    ]).toEqual([
      { ok: false, error: { code: 'github-link-required' } },
      { ok: false, error: { code: 'github-login-mismatch', linkedLogin: 'octocat' } },
    ]);
    const placed = await desk.place(alice, { ...input, githubUsername: '' }, 'OctoCat');
    expect(placed.ok && placed.value.githubUsername).toBe('OctoCat');
  });
});

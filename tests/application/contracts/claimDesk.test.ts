import { describe, expect, it } from 'vitest';
import { MemoryClaimRepository } from '../../../src/adapters/memory/memoryClaimRepository.adapter';
import { ClaimDesk } from '../../../src/application/contracts/claimDesk';
import { DAY_MS } from '../../../src/domain/contracts/contractConstants';
import type { Profile } from '../../../src/domain/session/session';

const NOW = Date.UTC(2026, 10, 26, 12);
const person = (handle: string): Profile => ({ handle, displayName: handle, paymail: `${handle}@handcash.io`, avatarUrl: '', publicKey: handle });
const alice = person('alice');
const bob = person('bob');
const input = { issueNumber: 7, githubUsername: ' octocat ', handcashHandle: '$octo', estimatedDays: 3 };

describe('the server claims desk', () => {
  it('places a claim for the signed-in person, trimmed, with its deadline, and lists it', async () => {
    const desk = new ClaimDesk(new MemoryClaimRepository(), () => NOW);
    const placed = await desk.place(alice, input);
    const claim = { issueNumber: 7, githubUsername: 'octocat', handcashHandle: 'octo', claimedBy: 'alice', claimedAt: NOW, deadline: NOW + 3 * DAY_MS };
    expect(placed).toEqual({ ok: true, value: claim });
    expect(await desk.list()).toEqual([claim]);
  });

  it('refuses a second person while the claim runs, naming its holder, and lets them in after the deadline', async () => {
    let now = NOW;
    const desk = new ClaimDesk(new MemoryClaimRepository(), () => now);
    const first = await desk.place(alice, input);
    const taken = await desk.place(bob, { ...input, githubUsername: 'bobby', handcashHandle: 'bob' });
    expect(taken).toEqual({ ok: false, error: { code: 'taken', holder: first.ok ? first.value : null } });
    now = NOW + 3 * DAY_MS;
    const later = await desk.place(bob, { ...input, githubUsername: 'bobby', handcashHandle: 'bob' });
    expect(later.ok && later.value.claimedBy).toBe('bob');
  });

  it('answers the domain rule a bad claim breaks, and places nothing', async () => {
    const desk = new ClaimDesk(new MemoryClaimRepository(), () => NOW);
    expect(await desk.place(alice, { ...input, githubUsername: '  ' })).toEqual({ ok: false, error: { code: 'required-fields' } });
    expect(await desk.place(alice, { ...input, estimatedDays: 4 })).toEqual({ ok: false, error: { code: 'invalid-deadline' } });
    expect(await desk.list()).toEqual([]);
  });

  it('releases only the claimer’s own claim', async () => {
    const desk = new ClaimDesk(new MemoryClaimRepository(), () => NOW);
    await desk.place(alice, input);
    expect(await desk.release(bob, 7)).toEqual({ ok: false, error: 'not-claimer' });
    expect(await desk.release(alice, 8)).toEqual({ ok: false, error: 'not-found' });
    expect(await desk.release(alice, 7)).toEqual({ ok: true, value: null });
    expect(await desk.list()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { CachedClaimRepository } from '../../src/adapters/database/cachedClaimRepository';
import type { ClaimRepository } from '../../src/ports/claimRepository.port';
import type { Claim } from '../../src/domain/contracts/claim';
import { MemoryChangeSignals } from '../../src/adapters/memory/memoryChangeSignals.adapter';

const claim = (issueNumber: number): Claim => ({ issueNumber, githubUsername: 'g', handcashHandle: 'h', claimedBy: 'h', claimedAt: 0, deadline: 1 });

/** A repository whose reads wait until `answer()` and count how often they ran. */
function slowRepository() {
  let list: Claim[] = [];
  const waiting: (() => void)[] = [];
  const inner: ClaimRepository & { reads: number } = {
    reads: 0,
    openClaims() {
      inner.reads += 1;
      const snapshot = [...list];
      return new Promise((resolve) => waiting.push(() => resolve(snapshot)));
    },
    async place(placed) {
      list = [...list, placed];
      return { kind: 'placed', claim: placed };
    },
    async release() {
      list = [];
      return 'released';
    },
    async expire() {
      list = [];
      return true;
    },
  };
  return { inner, answer: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

describe('the cached claim repository', () => {
  it('shares one query among concurrent readers and answers from memory until the time is up', async () => {
    let now = 0;
    const { inner, answer } = slowRepository();
    const cached = new CachedClaimRepository(inner, 500, () => now);
    const first = [cached.openClaims(), cached.openClaims()];
    answer();
    await Promise.all(first);
    now = 499;
    await cached.openClaims();
    now = 500;
    const expired = cached.openClaims();
    answer();
    await expired;
    expect(inner.reads).toBe(2);
  });

  it("clears the list on its own writes, and never stores a read that began before one", async () => {
    const { inner, answer } = slowRepository();
    const cached = new CachedClaimRepository(inner, 60_000, () => 0);
    const before = cached.openClaims();
    await cached.place(claim(1), 0);
    const after = cached.openClaims();
    answer();
    expect([await before, await after]).toEqual([[], [claim(1)]]);
    const again = cached.openClaims();
    expect(await again).toEqual([claim(1)]);
    await cached.release(1, 'h', 0);
    const released = cached.openClaims();
    answer();
    expect([await released, inner.reads]).toEqual([[], 3]);
  });

  it("tells the other servers of its writes, and drops the list when another server's signal comes", async () => {
    const { inner, answer } = slowRepository();
    const signals = new MemoryChangeSignals();
    const heard: string[] = [];
    signals.listen(({ topic }) => heard.push(topic));
    const cached = new CachedClaimRepository(inner, 60_000, () => 0, signals);
    const first = cached.openClaims();
    answer();
    await first;
    await inner.place(claim(2), 0);
    const stale = await cached.openClaims();
    await signals.send('claims');
    const fresh = cached.openClaims();
    answer();
    await cached.expire(claim(2), 0);
    expect([stale, await fresh, heard]).toEqual([[], [claim(2)], ['claims', 'claims']]);
  });
});

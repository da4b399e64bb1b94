import { expect, it } from 'vitest';
import type { ClaimExpiry } from '../../src/application/contracts/claimExpiry';
import { runClaimTimers } from '../../src/composition/server/claimTimers';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('sweeps only while this server leads the scheduled jobs; a follower is not woken and asks again on its pause', async () => {
  let sweeps = 0;
  let leads = false;
  let asked = 0;
  const expiry = {
    sweep: async () => {
      sweeps += 1;
      return null;
    },
  } as unknown as ClaimExpiry;
  const timers = runClaimTimers(expiry, Date.now, () => undefined, {
    leads: async () => {
      asked += 1;
      return leads;
    },
    maxPauseMs: 60_000,
    followerPauseMs: 40,
  });
  await settle(10);
  timers.wake();
  timers.wake();
  const asFollower = { sweeps, asked };
  leads = true;
  await settle(80);
  const asLeader = sweeps;
  timers.wake();
  await settle(10);
  timers.stop();
  expect({ asFollower, asLeader, woken: sweeps }).toEqual({ asFollower: { sweeps: 0, asked: 1 }, asLeader: 1, woken: 2 });
});

it('does not sweep every claim for a claim placed here whose first timer is ahead; sweeps by its timer when it falls first', async () => {
  let sweeps = 0;
  const expiry = {
    sweep: async () => {
      sweeps += 1;
      return null;
    },
  } as unknown as ClaimExpiry;
  const timers = runClaimTimers(expiry, Date.now, () => undefined, { maxPauseMs: 60_000 });
  await settle(10);
  const started = sweeps;
  for (let claim = 0; claim < 50; claim += 1) timers.wakeBy(Date.now() + 86_400_000);
  await settle(20);
  const afterClaims = sweeps;
  timers.wakeBy(Date.now() + 30);
  await settle(120);
  timers.stop();
  expect({ started, afterClaims, byTimer: sweeps }).toEqual({ started: 1, afterClaims: 1, byTimer: 2 });
});

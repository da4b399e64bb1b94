import { describe, expect, it } from 'vitest';
import { MemoryClaimRepository } from '../../../src/adapters/memory/memoryClaimRepository.adapter';
import { MemoryContractHistory } from '../../../src/adapters/memory/memoryContractHistory.adapter';
import { MemoryContractNotices } from '../../../src/adapters/memory/memoryContractNotices.adapter';
import { MemoryContractRecords } from '../../../src/adapters/memory/memoryContractRecords.adapter';
import { ClaimExpiry } from '../../../src/application/contracts/claimExpiry';
import { ServerContracts } from '../../../src/application/contracts/serverContracts';
import type { Claim } from '../../../src/domain/contracts/claim';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 26, 12);
const claimOn = (issueNumber: number): Claim => ({ issueNumber, githubUsername: 'octo', handcashHandle: 'octo', claimedBy: 'bob', claimedAt: START, deadline: START + 3 * DAY });

async function expiryAt(time: { now: number }) {
  const claims = new MemoryClaimRepository();
  await claims.place(claimOn(1), START);
  await claims.place(claimOn(2), START);
  // #2's claimant's pull request is open: its claim stays past the deadline.
  const records = new MemoryContractRecords([issueRecord(1), issueRecord(2)], [pullRecord(9, 2, { authorLogin: 'octo' })]);
  const contracts = new ServerContracts(records, claims, () => time.now);
  const history = new MemoryContractHistory();
  const notices = new MemoryContractNotices();
  return { expiry: new ClaimExpiry(claims, contracts, history, notices, () => time.now, DAY), contracts, history, notices, claims };
}

describe('the server’s claim timers', () => {
  it('reminds the claimant once, a day before the deadline, and sleeps until the next timer', async () => {
    const time = { now: START + DAY };
    const { expiry, notices } = await expiryAt(time);
    const first = await expiry.sweep();
    time.now = START + 2 * DAY;
    const second = await expiry.sweep();
    await expiry.sweep();
    expect([first, second, notices.notices.map((notice) => [notice.to, notice.kind, notice.issueNumber])]).toEqual([
      START + 2 * DAY,
      START + 3 * DAY,
      [['bob', 'claim-reminder', 1]],
    ]);
  });

  it('ends a claim at its deadline with no page open: available for everyone, in its history and its claimant’s inbox', async () => {
    const time = { now: START + 3 * DAY };
    const { expiry, contracts, history, notices, claims } = await expiryAt(time);
    await expiry.sweep();
    await expiry.sweep();
    expect([
      (await contracts.find(1))?.status,
      (await contracts.find(2))?.status,
      (await claims.openClaims()).map((claim) => claim.issueNumber),
      history.events.map((event) => [event.issueNumber, event.kind, event.actor]),
      notices.notices.map((notice) => [notice.issueNumber, notice.kind]),
    ]).toEqual(['available', 'submitted', [2], [[1, 'expired', null]], [[1, 'expired']]]);
  });

  it('loses neither the history nor the notice when a write fails after the deadline: the next sweep finishes, once each', async () => {
    const time = { now: START + 3 * DAY };
    const { contracts, history, notices, claims } = await expiryAt(time);
    let historyDown = true;
    const failingHistory = {
      record: (...args: Parameters<MemoryContractHistory['record']>) => (historyDown ? Promise.reject(new Error('database unavailable')) : history.record(...args)),
      of: (issueNumber: number) => history.of(issueNumber),
    };
    const expiry = new ClaimExpiry(claims, contracts, failingHistory, notices, () => time.now, DAY);
    const first = await expiry.sweep().then(() => 'swept', () => 'failed');
    historyDown = false;
    await expiry.sweep();
    await expiry.sweep();
    expect([
      first,
      (await contracts.find(1))?.status,
      (await claims.openClaims()).map((claim) => claim.issueNumber),
      history.events.map((event) => [event.issueNumber, event.kind]),
      notices.notices.map((notice) => [notice.issueNumber, notice.kind]),
    ]).toEqual(['failed', 'available', [2], [[1, 'expired']], [[1, 'expired']]]);
  });

  it('writes one history event and one notice when two servers sweep the same expiry together', async () => {
    const time = { now: START + 3 * DAY };
    const { expiry, contracts, history, notices, claims } = await expiryAt(time);
    const other = new ClaimExpiry(claims, contracts, history, notices, () => time.now, DAY);
    await Promise.all([expiry.sweep(), other.sweep()]);
    expect([history.events.map((event) => [event.issueNumber, event.kind]), notices.notices.map((notice) => [notice.issueNumber, notice.kind])]).toEqual([
      [[1, 'expired']],
      [[1, 'expired']],
    ]);
  });
});

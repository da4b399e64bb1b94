import { describe, expect, it } from 'vitest';
import { MemoryClaimRepository } from '../../../src/adapters/memory/memoryClaimRepository.adapter';
import { MemoryContractRecords } from '../../../src/adapters/memory/memoryContractRecords.adapter';
import { ServerContracts, type ContractsView } from '../../../src/application/contracts/serverContracts';
import type { Claim } from '../../../src/domain/contracts/claim';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const NOW = Date.UTC(2026, 10, 26, 12);
const claim: Claim = { issueNumber: 1, githubUsername: 'octo', handcashHandle: 'audit', claimedBy: 'alice', claimedAt: NOW, deadline: NOW + 1000 };

describe('the server contracts', () => {
  it('derives the contracts from the records and the open claims, and finds one by number', async () => {
    const claims = new MemoryClaimRepository();
    await claims.place(claim, NOW);
    const contracts = new ServerContracts(new MemoryContractRecords([issueRecord(1), issueRecord(2)], [pullRecord(9, 2)], NOW), claims, () => NOW);
    const view = await contracts.current();
    expect([view.contracts.map((contract) => [contract.id, contract.status]), view.checkedAt, view.fault]).toEqual([
      [
        ['contract-1', 'claimed'],
        ['contract-2', 'submitted'],
      ],
      NOW,
      null,
    ]);
    expect([(await contracts.find(2))?.githubIssueNumber, await contracts.find(3)]).toEqual([2, null]);
  });

  it('keeps the same list while nothing changed, and derives again when a claim passes its deadline', async () => {
    let now = NOW;
    const claims = new MemoryClaimRepository();
    await claims.place(claim, NOW);
    const contracts = new ServerContracts(new MemoryContractRecords([issueRecord(1)]), claims, () => now);
    const first = await contracts.current();
    expect((await contracts.current()).contracts).toBe(first.contracts);
    now = claim.deadline;
    expect((await contracts.current()).contracts[0]?.status).toBe('expired');
  });

  it('tells its listeners when the records change (a webhook), once per change of the contracts', async () => {
    const records = new MemoryContractRecords([issueRecord(1)]);
    const contracts = new ServerContracts(records, new MemoryClaimRepository(), () => NOW);
    const seen: ContractsView[] = [];
    contracts.onChange((view) => seen.push(view));
    await contracts.current();
    records.set([issueRecord(1, { state: 'closed', updatedAt: '2026-11-26T00:00:00Z' })], []);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await contracts.announce();
    expect(seen.map((view) => view.contracts[0]?.status)).toEqual(['completed']);
    contracts.close();
  });

  it('keeps the last contracts when the code host fails, naming the fault', async () => {
    const records = new MemoryContractRecords([issueRecord(1)]);
    const contracts = new ServerContracts(records, new MemoryClaimRepository(), () => NOW);
    const before = await contracts.current();
    records.fail({ code: 'network', message: 'GitHub could not be reached.' });
    const after = await contracts.current();
    expect([after.contracts === before.contracts, after.fault?.code]).toEqual([true, 'network']);
  });
});

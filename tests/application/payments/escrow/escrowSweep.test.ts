import { describe, expect, it } from 'vitest';
import { MemoryEscrowLedger } from '../../../../src/adapters/memory/memoryEscrowLedger.adapter';
import type { ContractsView } from '../../../../src/application/contracts/serverContracts';
import { EscrowSweep } from '../../../../src/application/payments/escrow/escrowSweep';
import type { EscrowPayoutOutcome } from '../../../../src/application/payments/escrow/payoutFromEscrow';
import type { EscrowState } from '../../../../src/domain/payments/escrow/escrowLedger';

const view = (checkedAt: number | null): ContractsView => ({ contracts: [], version: 1, checkedAt, fault: null }) as unknown as ContractsView;

async function ledgerWith(...entries: [string, number, EscrowState][]) {
  const ledger = new MemoryEscrowLedger();
  for (const [repository, issueNumber, state] of entries) {
    await ledger.insert({ repository, issueNumber, funder: 'm', satoshis: 1, state, payee: null, fundTransactionId: 't', releaseTransactionId: null, createdAt: issueNumber, fundedAt: 1, endedAt: null, leaseUntil: 0, sealedToken: null });
  }
  return ledger;
}

/** A repository whose payout answers `outcomes` by issue, counting what it was asked. */
function repository(checkedAt: number | null, outcomes: Record<number, EscrowPayoutOutcome>) {
  const asked: number[] = [];
  return {
    asked,
    swept: {
      contracts: { current: async () => view(checkedAt) },
      payout: {
        afterCompleted: async (issueNumber: number) => {
          asked.push(issueNumber);
          return outcomes[issueNumber] ?? { kind: 'off' as const };
        },
      },
    },
  };
}

describe('the escrow sweep of the connected repositories', () => {
  it('resumes each held contract of each connected repository through its own escrow, never the operator’s', async () => {
    const ledger = await ledgerWith(['acme/tools', 7, 'paying'], ['owner/operator', 7, 'paying'], ['acme/tools', 8, 'refunding'], ['acme/web', 7, 'held'], ['acme/tools', 9, 'paid']);
    const tools = repository(1, { 7: { kind: 'paid', replayed: true }, 8: { kind: 'refunded' } });
    const web = repository(1, {});
    const operator = repository(1, {});
    const byName: Record<string, ReturnType<typeof repository>> = { 'acme/tools': tools, 'acme/web': web, 'owner/operator': operator };
    const outcome = await new EscrowSweep(ledger, async (name) => byName[name]?.swept ?? null, 'owner/operator').sweep();
    expect([outcome, tools.asked, web.asked, operator.asked]).toEqual([
      {
        kind: 'swept',
        contracts: [
          { repository: 'acme/tools', issueNumber: 7, outcome: { kind: 'paid', replayed: true } },
          { repository: 'acme/tools', issueNumber: 8, outcome: { kind: 'refunded' } },
        ],
      },
      [7, 8],
      [7],
      [],
    ]);
  });

  it('sweeps again while a wallet answer is unknown or a repository’s issues are not read yet', async () => {
    const ledger = await ledgerWith(['acme/tools', 7, 'paying'], ['acme/web', 8, 'held']);
    const tools = repository(1, { 7: { kind: 'pending-check' } });
    const web = repository(null, { 8: { kind: 'paid', replayed: false } });
    const sweep = new EscrowSweep(ledger, async (name) => (name === 'acme/tools' ? tools.swept : web.swept), 'owner/operator');
    expect([await sweep.sweep(), web.asked]).toEqual([{ kind: 'again', contracts: [{ repository: 'acme/tools', issueNumber: 7, outcome: { kind: 'pending-check' } }] }, []]);
  });

  it('sweeps again while another server releases an entry, and leaves out an entry another server ended', async () => {
    const ledger = await ledgerWith(['acme/tools', 7, 'refunding'], ['acme/tools', 8, 'paying']);
    const tools = repository(1, { 7: { kind: 'failed', reason: 'escrow-busy' }, 8: { kind: 'not-funded' } });
    expect([await new EscrowSweep(ledger, async () => tools.swept, 'owner/operator').sweep(), tools.asked]).toEqual([{ kind: 'again', contracts: [] }, [7, 8]]);
  });

  it('leaves a repository without an escrow here as it is, and answers swept with nothing held', async () => {
    const ledger = await ledgerWith(['acme/tools', 7, 'held'], ['acme/web', 8, 'refunded']);
    expect(await new EscrowSweep(ledger, async () => null, 'owner/operator').sweep()).toEqual({ kind: 'swept', contracts: [] });
  });
});

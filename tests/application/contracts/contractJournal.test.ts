import { describe, expect, it } from 'vitest';
import { MemoryContractHistory } from '../../../src/adapters/memory/memoryContractHistory.adapter';
import { MemoryContractNotices } from '../../../src/adapters/memory/memoryContractNotices.adapter';
import { ContractJournal } from '../../../src/application/contracts/contractJournal';
import type { ContractEvent, ContractEventKind } from '../../../src/domain/contracts/contractEvent';

const event = (kind: ContractEventKind, at: number): ContractEvent => ({ issueNumber: 7, kind, actor: 'bob', at, detail: { transactionId: kind === 'paid' ? 'tx-1' : null } });

describe('the contract journal', () => {
  it('keeps each event in the history and gives the claimant an inbox entry for every kind, the maintainers for a merge and a payment', async () => {
    const history = new MemoryContractHistory();
    const notices = new MemoryContractNotices();
    const journal = new ContractJournal(history, notices, ['alice']);
    const kinds: ContractEventKind[] = ['claimed', 'pull-request-opened', 'merged', 'paid', 'released', 'expired'];
    for (const [index, kind] of kinds.entries()) await journal.record(event(kind, index), ['bob']);
    expect((await journal.of(7)).map((kept) => kept.kind)).toEqual(kinds);
    expect([(await notices.inbox('bob')).map((notice) => notice.kind), (await notices.inbox('alice')).map((notice) => notice.kind)]).toEqual([
      ['expired', 'released', 'paid', 'merged', 'pull-request-opened', 'claimed'],
      ['paid', 'merged'],
    ]);
    expect((await notices.inbox('alice'))[0]).toMatchObject({ to: 'alice', issueNumber: 7, at: 3, detail: { transactionId: 'tx-1' } });
  });

  it('tells a maintainer who is also the claimant once', async () => {
    const notices = new MemoryContractNotices();
    await new ContractJournal(new MemoryContractHistory(), notices, ['bob']).record(event('merged', 1), ['bob']);
    expect((await notices.inbox('bob')).length).toBe(1);
  });
});

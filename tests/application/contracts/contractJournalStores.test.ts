import { describe, expect, it } from 'vitest';
import { MemoryContractJournalBoard } from '../../../src/adapters/memory/memoryContractJournalBoard.adapter';
import { ContractHistoryStore, ContractNoticesStore, UnreadNoticesStore } from '../../../src/application/contracts/contractJournalStores';
import type { InboxNotice } from '../../../src/domain/contracts/contractNotice';

const notice = (id: string, readAt: number | null): InboxNotice => ({ id, to: 'bob', kind: 'claimed', issueNumber: 1, at: 1, detail: {}, title: null, readAt });

describe('the inbox’s contract notices store', () => {
  it('keeps showing which notices were unread when loaded, and tells the board they are read', () => {
    const board = new MemoryContractJournalBoard(50);
    board.inbox = [notice('2', null), notice('1', 10)];
    const store = new ContractNoticesStore(board);
    store.load();
    expect([store.state, board.asked, board.inbox.map((kept) => kept.readAt)]).toEqual([
      { phase: 'loaded', data: [notice('2', null), notice('1', 10)] },
      ['notices', 'read'],
      [50, 10],
    ]);
    store.load();
    expect(board.asked).toEqual(['notices', 'read', 'notices']);
  });

  it('shows a failure, and loads again when asked', () => {
    const board = new MemoryContractJournalBoard();
    board.failure = { code: 'not-signed-in' };
    const store = new ContractNoticesStore(board);
    store.load();
    const failed = store.state;
    board.failure = null;
    store.load();
    expect([failed, store.state]).toEqual([{ phase: 'failed', error: { code: 'not-signed-in' } }, { phase: 'loaded', data: [] }]);
  });
});

describe('the unread contract notices count', () => {
  it('counts the unread notices, drops to none once the inbox marked them read, and forgets them on sign-out', () => {
    const board = new MemoryContractJournalBoard(50);
    board.inbox = [notice('3', null), notice('2', null), notice('1', 10)];
    const unread = new UnreadNoticesStore(board);
    const seen: (number | null)[] = [];
    unread.state$.subscribe((count) => seen.push(count));
    unread.refresh();
    new ContractNoticesStore(board, unread).load();
    unread.clear();
    expect([seen, board.asked]).toEqual([
      [null, 2, 0, null],
      ['unread', 'notices', 'read'],
    ]);
  });

  it('is unknown when the board cannot count, and keeps the count when marking them read failed', () => {
    const board = new MemoryContractJournalBoard();
    board.inbox = [notice('1', null)];
    const unread = new UnreadNoticesStore(board);
    unread.refresh();
    const counted = unread.state;
    board.failure = { code: 'unavailable' };
    new ContractNoticesStore(board, unread).load();
    const afterFailedRead = unread.state;
    unread.refresh();
    expect([counted, afterFailedRead, unread.state]).toEqual([1, 1, null]);
  });
});

describe('the contract history store', () => {
  it('reads the history of the contract opened, afresh each time, and forgets it when closed', () => {
    const board = new MemoryContractJournalBoard();
    const event = { issueNumber: 3, kind: 'released' as const, actor: 'bob', at: 1, detail: {} };
    board.events.set(3, [event]);
    const store = new ContractHistoryStore(board);
    store.open(3);
    const opened = store.state;
    store.open(4);
    const other = store.state;
    store.close();
    expect([opened, other, store.state, board.asked]).toEqual([
      { issueNumber: 3, events: { phase: 'loaded', data: [event] } },
      { issueNumber: 4, events: { phase: 'loaded', data: [] } },
      { issueNumber: null, events: { phase: 'loading' } },
      ['history 3', 'history 4'],
    ]);
  });
});

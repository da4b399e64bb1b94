import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryContractJournalBoard } from '../../../src/adapters/memory/memoryContractJournalBoard.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import type { ContractNoticeKind, InboxNotice } from '../../../src/domain/contracts/contractNotice';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { CONTRACT_HISTORY_TEXTS } from '../../../src/ui/pages/contracts/contractHistory.texts';
import { CONTRACT_NOTICE_LOAD_FAILURES, CONTRACT_NOTICE_TEXTS } from '../../../src/ui/pages/inbox/contractNotices.texts';
import { issueRecord, records } from '../../support/contractRecords';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';

const HOSTILE = '<img src=x onerror=alert(1)>';
const MINUTE = 60_000;
const DEADLINE = Date.UTC(2026, 10, 29, 12);
const BOB = { handle: 'bob', paymail: 'bob@x', publicKey: 'k', avatarUrl: '', displayName: 'Bob' };
let ids = 0;
const notice = (kind: ContractNoticeKind, minutes: number, detail: InboxNotice['detail'], extra: Partial<InboxNotice> = {}): InboxNotice => ({
  id: String((ids += 1)),
  to: 'bob',
  kind,
  issueNumber: 5,
  at: TEST_NOW - minutes * MINUTE,
  detail,
  title: 'Wallet docs',
  readAt: null,
  ...extra,
});
/** Newest first, as the server answers. */
const NOTICES: readonly InboxNotice[] = [
  notice('paid', 1, { payee: 'bob', satoshis: 2_000_000, transactionId: 'ab12' }),
  notice('merged', 2, { pullRequest: 40, url: 'https://github.com/owner/repo/pull/40' }),
  notice('pull-request-opened', 3, { pullRequest: 40, url: 'https://github.com/owner/repo/pull/40' }),
  notice('expired', 4, { deadline: DEADLINE }, { issueNumber: 7, title: HOSTILE }),
  notice('claim-reminder', 5, { deadline: DEADLINE }, { issueNumber: 7, title: HOSTILE }),
  notice('released', 6, {}, { readAt: TEST_NOW - MINUTE }),
  notice('claimed', 7, { githubUsername: 'bob-gh', handcashHandle: 'bob', deadline: DEADLINE }, { title: null, readAt: TEST_NOW - MINUTE }),
];

function visit(journal: MemoryContractJournalBoard) {
  const sessions = new MemorySessionGateway(new Map(), BOB);
  const issueTracker = new MemoryIssueTracker([{ kind: 'records', source: 'network', revalidating: false, records: records([issueRecord(5, { title: 'Wallet docs' })], []) }]);
  return renderApp('/inbox', { sessions, contractJournal: journal, issueTracker });
}
/** What the page asked the board (the menu bar's badge asks for the unread count besides). */
const asked = (journal: MemoryContractJournalBoard) => journal.asked.filter((question) => question !== 'unread');
const noticeList = () => screen.findByRole('list', { name: CONTRACT_NOTICE_TEXTS.listLabel }, { timeout: 5000 });

describe('the inbox’s contract notices', { timeout: 15_000 }, () => {
  it('lists them newest first as text, marks the unread ones, links each to its contract, and tells the server they were read', async () => {
    const journal = new MemoryContractJournalBoard(TEST_NOW);
    journal.inbox = [...NOTICES];
    visit(journal);
    const items = within(await noticeList()).getAllByRole('listitem');
    const read = (item: HTMLElement) => [...item.querySelectorAll('p')].map((line) => line.textContent);
    expect(items.map(read)).toEqual([
      ['2026-11-22 11:59 UTC · New', '#5 “Wallet docs” was paid: 0.02 BSV to $bob.', `Open contract #5 · ${CONTRACT_HISTORY_TEXTS.viewTransaction}`],
      ['2026-11-22 11:58 UTC · New', 'Pull request #40 for #5 “Wallet docs” was merged: the contract is completed and its payout is due.', `Open contract #5 · ${CONTRACT_HISTORY_TEXTS.viewPullRequest}`],
      ['2026-11-22 11:57 UTC · New', 'Pull request #40 was opened for #5 “Wallet docs”: it is under review.', `Open contract #5 · ${CONTRACT_HISTORY_TEXTS.viewPullRequest}`],
      ['2026-11-22 11:56 UTC · New', `Your claim on #7 “${HOSTILE}” expired at its deadline (2026-11-29 12:00 UTC): the contract is available to everyone again.`, 'Open contract #7'],
      [
        '2026-11-22 11:55 UTC · New',
        `Reminder: your claim on #7 “${HOSTILE}” ends 2026-11-29 12:00 UTC. Open a pull request that fixes the issue before then, or the contract becomes available to everyone.`,
        'Open contract #7',
      ],
      ['2026-11-22 11:54 UTC', 'Your claim on #5 “Wallet docs” was released.', 'Open contract #5'],
      ['2026-11-22 11:53 UTC', 'You claimed #5. Deadline: 2026-11-29 12:00 UTC.', 'Open contract #5'],
    ]);
    expect(within(items[0]!).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/contracts?contract=5', 'https://whatsonchain.com/tx/ab12']);
    expect(screen.getByRole('list', { name: CONTRACT_NOTICE_TEXTS.listLabel }).querySelector('img')).toBeNull();
    await waitFor(() => expect(asked(journal)).toEqual(['notices', 'read']));
    expect(journal.inbox.every((kept) => kept.readAt !== null)).toBe(true);
  });

  it('opens the contract’s details from an entry’s link', async () => {
    const journal = new MemoryContractJournalBoard(TEST_NOW);
    journal.inbox = [NOTICES[0]!];
    const { router } = visit(journal);
    await userEvent.click(within(await noticeList()).getByRole('link', { name: 'Open contract #5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallet docs' }, { timeout: 5000 });
    expect([router.state.location.pathname, dialog.textContent]).toEqual(['/contracts', expect.stringContaining(CONTRACT_HISTORY_TEXTS.heading)]);
  });

  it('says when there are none yet, and asks the server to mark nothing', async () => {
    const journal = new MemoryContractJournalBoard(TEST_NOW);
    visit(journal);
    expect((await screen.findByText(CONTRACT_NOTICE_TEXTS.empty, undefined, { timeout: 5000 })).textContent).toBe(CONTRACT_NOTICE_TEXTS.empty);
    expect(asked(journal)).toEqual(['notices']);
  });

  it('says why they could not be read, and reads them again on Try again', async () => {
    const journal = new MemoryContractJournalBoard(TEST_NOW);
    journal.failure = { code: 'unavailable' };
    visit(journal);
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.inbox }, { timeout: 5000 });
    const alert = await screen.findByText(CONTRACT_NOTICE_LOAD_FAILURES.unavailable);
    journal.failure = null;
    journal.inbox = [NOTICES[1]!];
    await userEvent.click(within(alert.parentElement!).getByRole('button', { name: CONTRACT_NOTICE_TEXTS.retry }));
    expect(within(await noticeList()).getAllByRole('listitem')).toHaveLength(1);
  });
});

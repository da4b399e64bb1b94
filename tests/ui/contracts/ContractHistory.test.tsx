import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryContractJournalBoard } from '../../../src/adapters/memory/memoryContractJournalBoard.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import type { ContractEvent } from '../../../src/domain/contracts/contractEvent';
import type { RepositoryRecordsUpdate } from '../../../src/ports/issueTracker.port';
import { CONTRACT_HISTORY_TEXTS, HISTORY_LOAD_FAILURES } from '../../../src/ui/pages/contracts/contractHistory.texts';
import { CONTRACT_TEXTS } from '../../../src/ui/pages/contracts/contracts.texts';
import { issueRecord, records } from '../../support/contractRecords';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';

const HOSTILE = '<img src=x onerror=alert(1)>';
const MINUTE = 60_000;
const repository: RepositoryRecordsUpdate = { kind: 'records', source: 'network', revalidating: false, records: records([issueRecord(1, { title: 'Open work' })], []) };
const event = (kind: ContractEvent['kind'], minutes: number, actor: string | null, detail: ContractEvent['detail']): ContractEvent => ({ issueNumber: 1, kind, actor, at: TEST_NOW + minutes * MINUTE, detail });
const HISTORY: readonly ContractEvent[] = [
  event('claimed', 0, 'bob', { githubUsername: HOSTILE, handcashHandle: 'bob', deadline: TEST_NOW + 7 * 24 * 60 * MINUTE }),
  event('released', 1, 'bob', {}),
  event('claimed', 2, 'carol', { githubUsername: 'carol-gh', handcashHandle: 'carol', deadline: TEST_NOW + 2 * 24 * 60 * MINUTE }),
  event('pull-request-opened', 3, 'carol-gh', { pullRequest: 40, url: 'https://github.com/owner/repo/pull/40' }),
  event('merged', 4, 'carol-gh', { pullRequest: 40, url: 'javascript:alert(1)' }),
  event('paid', 5, 'sandbox_alice', { payee: 'carol', satoshis: 2_000_000, transactionId: 'ab12' }),
  event('expired', 6, null, { githubUsername: 'dave-gh', handcashHandle: 'dave' }),
];

/** The contracts page with issue 1 and `journal`, its details opened. */
async function openDetails(journal: MemoryContractJournalBoard) {
  renderApp('/contracts', { issueTracker: new MemoryIssueTracker([repository]), contractJournal: journal });
  const panel = await screen.findByRole('tabpanel');
  await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
  await userEvent.click(within(panel).getByRole('button', { name: CONTRACT_TEXTS.viewDetails }));
  return within(await screen.findByRole('region', { name: CONTRACT_HISTORY_TEXTS.heading }));
}

describe('a contract’s history in its details', () => {
  it('reads the history when the details open and lists it oldest first, as text, with the pull request and the transaction on WhatsOnChain', async () => {
    const journal = new MemoryContractJournalBoard();
    journal.events.set(1, HISTORY);
    const history = await openDetails(journal);
    const list = await history.findByRole('list', { name: CONTRACT_HISTORY_TEXTS.listLabel });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `2026-11-22 12:00 UTC Claimed by ${HOSTILE} ($bob), deadline 2026-11-29 12:00 UTC`,
      '2026-11-22 12:01 UTC Claim released by $bob',
      '2026-11-22 12:02 UTC Claimed by carol-gh ($carol), deadline 2026-11-24 12:00 UTC',
      `2026-11-22 12:03 UTC Pull request #40 opened by carol-gh · ${CONTRACT_HISTORY_TEXTS.viewPullRequest}`,
      '2026-11-22 12:04 UTC Pull request #40 merged',
      `2026-11-22 12:05 UTC Paid 0.02 BSV to $carol by $sandbox_alice · ${CONTRACT_HISTORY_TEXTS.viewTransaction}`,
      '2026-11-22 12:06 UTC Claim of dave-gh expired at its deadline',
    ]);
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://github.com/owner/repo/pull/40', 'https://whatsonchain.com/tx/ab12']);
    expect([list.querySelector('img'), journal.asked]).toEqual([null, ['history 1']]);
  });

  it('says when nothing has happened yet', async () => {
    const history = await openDetails(new MemoryContractJournalBoard());
    expect((await history.findByText(CONTRACT_HISTORY_TEXTS.empty)).textContent).toBe(CONTRACT_HISTORY_TEXTS.empty);
  });

  it('says why the history could not be read, and reads it again on Try again', async () => {
    const journal = new MemoryContractJournalBoard();
    journal.failure = { code: 'unavailable' };
    const history = await openDetails(journal);
    expect((await history.findByRole('alert')).textContent).toContain(HISTORY_LOAD_FAILURES.unavailable);
    journal.failure = null;
    journal.events.set(1, HISTORY.slice(0, 1));
    await userEvent.click(history.getByRole('button', { name: CONTRACT_HISTORY_TEXTS.retry }));
    expect(within(await history.findByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(journal.asked).toEqual(['history 1', 'history 1']);
  });
});

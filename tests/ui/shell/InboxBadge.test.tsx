import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryContractJournalBoard } from '../../../src/adapters/memory/memoryContractJournalBoard.adapter';
import { MemoryHubBoard } from '../../../src/adapters/memory/memoryHubBoard.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import type { InboxNotice } from '../../../src/domain/contracts/contractNotice';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { SIGN_OUT_LABEL } from '../../../src/ui/shell/session.texts';
import { inboxLinkName } from '../../../src/ui/shell/inboxLink.texts';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';

const BOB = { handle: 'bob', paymail: 'bob@x', publicKey: 'k', avatarUrl: '', displayName: 'Bob' };
const notice = (id: string, readAt: number | null): InboxNotice => ({ id, to: 'bob', kind: 'released', issueNumber: 5, at: TEST_NOW, detail: {}, title: 'Wallet docs', readAt });
const brief = (id: string) => ({ id, offerId: '1', offerTitle: 'Audits', from: 'alice', brief: 'Hello', sentAt: TEST_NOW });

/** Bob signed in on `path`, with `briefs` briefs and the contract notices `notices`. */
function visit(path: string, notices: readonly InboxNotice[], briefs = 1) {
  const sessions = new MemorySessionGateway(new Map(), BOB);
  const journal = new MemoryContractJournalBoard(TEST_NOW);
  journal.inbox = [...notices];
  const hubBoard = new MemoryHubBoard(() => sessions.signedIn?.handle ?? null, { briefs: { bob: Array.from({ length: briefs }, (_, index) => brief(String(index + 1))) } });
  renderApp(path, { sessions, contractJournal: journal, hubBoard });
  return { journal, sessions };
}

const badge = () => document.querySelector('.inbox-count')?.textContent;

describe('the menu bar’s inbox badge', { timeout: 15_000 }, () => {
  it('counts the briefs and the unread contract notices, and names both', async () => {
    const { journal } = visit('/guides', [notice('1', null), notice('2', null), notice('3', TEST_NOW)]);
    const link = await screen.findByRole('link', { name: inboxLinkName(1, 2) });
    expect([link.getAttribute('aria-label'), badge(), journal.asked]).toEqual(['Inbox, 1 brief, 2 unread notices', '3', ['unread']]);
  });

  it('drops to the briefs once the inbox has shown the notices and marked them read', async () => {
    const { journal } = visit('/guides', [notice('1', null)], 2);
    const link = await screen.findByRole('link', { name: inboxLinkName(2, 1) });
    await userEvent.click(link);
    await screen.findByRole('link', { name: inboxLinkName(2, 0) });
    expect([badge(), journal.asked.includes('read')]).toEqual(['2', true]);
  });

  it('asks again on a page change, and forgets the count on sign-out', async () => {
    const { journal, sessions } = visit('/guides', [], 0);
    await screen.findByRole('link', { name: 'Inbox, 0 briefs' });
    await waitFor(() => expect(journal.asked).toEqual(['unread']));
    journal.inbox = [notice('9', null)];
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: PAGE_TITLES.token }));
    expect((await screen.findByRole('link', { name: inboxLinkName(0, 1) })).getAttribute('aria-label')).toBe('Inbox, 0 briefs, 1 unread notice');
    expect(badge()).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: SIGN_OUT_LABEL }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Inbox/ })).toBeNull());
    expect(sessions.signedIn).toBeNull();
  });

  it('shows the briefs alone when the notices cannot be counted', async () => {
    const sessions = new MemorySessionGateway(new Map(), BOB);
    const journal = new MemoryContractJournalBoard(TEST_NOW);
    journal.failure = { code: 'unavailable' };
    const hubBoard = new MemoryHubBoard(() => sessions.signedIn?.handle ?? null, { briefs: { bob: [brief('1')] } });
    renderApp('/guides', { sessions, contractJournal: journal, hubBoard });
    await waitFor(() => expect(journal.asked).toEqual(['unread']));
    expect([(await screen.findByRole('link', { name: 'Inbox, 1 brief' })).textContent, badge()]).toEqual(['Inbox1', '1']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryHubBoard } from '../../../src/adapters/memory/memoryHubBoard.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import type { PostedCommission } from '../../../src/domain/hub/postedSubmissions';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { INBOX_SIGNED_OUT } from '../../../src/ui/pages/inbox/inbox.texts';
import { SAMPLE_COMMISSION } from '../../support/hubSubmissionsSamples';
import { guardConsole } from './guardConsole';
import { openPage } from './openPage';

guardConsole();

const ALICE = { handle: 'alice', paymail: 'alice@x', publicKey: 'k', avatarUrl: '', displayName: 'Alice' };
const DAY = Date.UTC(2026, 10, 23);
const commission = (id: string, poster: string, title: string): PostedCommission => ({ ...SAMPLE_COMMISSION, id, poster, title, postedAt: DAY });

/** The adapters of a visit by `who` (null: signed out), with the board's postings. */
function visit(who: typeof ALICE | null, seed: ConstructorParameters<typeof MemoryHubBoard>[1]) {
  const sessions = new MemorySessionGateway(new Map(), who);
  return { sessions, hubBoard: new MemoryHubBoard(() => sessions.signedIn?.handle ?? null, seed) };
}

const commissionCards = () =>
  within(screen.getByRole('list', { name: 'Open commissions' }))
    .queryAllByRole('article')
    .map((card) => [within(card).getByRole('heading').textContent, within(card).queryAllByRole('button').map((button) => button.textContent)]);

describe('open commissions on the commission page', { timeout: 15_000 }, () => {
  it('lists them as the board gives them (newest first) to a signed-out visitor, text as text, with no Close', async () => {
    const adapters = visit(null, { commissions: [commission('2', 'alice', '<script>alert(1)</script>'), commission('1', 'bob', 'Older')] });
    await openPage('/maintainers/commission', PAGE_TITLES.commission, adapters);
    expect([commissionCards(), screen.getAllByText('Posted by $alice · 23 Nov 2026').length]).toEqual([
      [
        ['<script>alert(1)</script>', []],
        ['Older', []],
      ],
      1,
    ]);
  });

  it('shows a page at a time: Load more appends the next page and goes once the list is whole', async () => {
    const adapters = visit(null, { commissions: ['5', '4', '3', '2', '1'].map((id) => commission(id, 'alice', `Commission ${id}`)) });
    adapters.hubBoard.pageSize = 2;
    await openPage('/maintainers/commission', PAGE_TITLES.commission, adapters);
    const user = userEvent.setup({ delay: null });
    const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    const pages = [titles()];
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('list', { name: 'Open commissions, more' });
    pages.push(titles());
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    pages.push(titles());
    expect([pages, screen.queryByRole('button', { name: 'Load more' })]).toEqual([
      [
        ['Commission 5', 'Commission 4'],
        ['Commission 5', 'Commission 4', 'Commission 3', 'Commission 2'],
        ['Commission 5', 'Commission 4', 'Commission 3', 'Commission 2', 'Commission 1'],
      ],
      null,
    ]);
  });

  it('lets the poster close theirs', async () => {
    const adapters = visit(ALICE, { commissions: [commission('2', 'alice', 'Mine'), commission('1', 'bob', 'Theirs')] });
    await openPage('/maintainers/commission', PAGE_TITLES.commission, adapters);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Close commission Mine' }));
    expect([commissionCards(), adapters.hubBoard.commissionList.map((item) => item.id)]).toEqual([[['Theirs', []]], ['1']]);
  });

  it('reads the list again once a commission is accepted', async () => {
    const adapters = visit(ALICE, { commissions: [] });
    await openPage('/maintainers/commission', PAGE_TITLES.commission, adapters);
    const user = userEvent.setup({ delay: null });
    const empty = screen.getByText('No open commissions yet.').textContent;
    await user.type(screen.getByLabelText(/^Project title/), 'Payment gateway');
    await user.type(screen.getByLabelText(/^Project description/), 'Take BSV payments');
    await user.type(screen.getByLabelText(/^Requirements/), 'Refunds');
    await user.selectOptions(screen.getByLabelText(/^Budget range/), '1-5 BSV');
    await user.selectOptions(screen.getByLabelText(/^Timeline/), '1 month');
    await user.type(screen.getByLabelText(/^Contact/), 'shop@example.com');
    adapters.hubBoard.commissionList = [commission('1', 'alice', 'Payment gateway')];
    await user.click(screen.getByRole('button', { name: 'Submit Commission' }));
    expect([empty, commissionCards()]).toEqual(['No open commissions yet.', [['Payment gateway', ['Close commission']]]]);
  });
});

describe('the inbox', { timeout: 15_000 }, () => {
  const brief = (id: string, text: string) => ({ id, offerId: '1', offerTitle: 'Audits', from: 'bob', brief: text, sentAt: DAY });

  it('shows a signed-in developer the count in the menu bar and the briefs on the inbox page, as text', async () => {
    const adapters = visit(ALICE, { briefs: { alice: [brief('2', '<b>urgent</b>'), brief('1', 'First')] } });
    await openPage('/inbox', PAGE_TITLES.inbox, adapters);
    const link = await screen.findByRole('link', { name: 'Inbox, 2 briefs' });
    await waitFor(() => screen.getByRole('list', { name: 'Briefs sent to you' }));
    const cards = within(screen.getByRole('list', { name: 'Briefs sent to you' }))
      .getAllByRole('article')
      .map((card) => card.textContent);
    expect([link.textContent, cards]).toEqual([
      'Inbox2',
      ['From $bob about “Audits”23 Nov 2026<b>urgent</b>', 'From $bob about “Audits”23 Nov 2026First'],
    ]);
  });

  it('shows the inbox a page at a time, with Load more while there are more', async () => {
    const adapters = visit(ALICE, { briefs: { alice: [brief('3', 'Third'), brief('2', 'Second'), brief('1', 'First')] } });
    adapters.hubBoard.pageSize = 2;
    await openPage('/inbox', PAGE_TITLES.inbox, adapters);
    const briefs = async () =>
      within(await screen.findByRole('list', { name: 'Briefs sent to you' }))
        .getAllByRole('article')
        .map((card) => card.querySelector('.brief-text')?.textContent);
    const first = await briefs();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Load more' }));
    expect([first, await briefs(), screen.queryByRole('button', { name: 'Load more' })]).toEqual([['Third', 'Second'], ['Third', 'Second', 'First'], null]);
  });

  it('shows no inbox link to a signed-out visitor, and the inbox page asks them to sign in', async () => {
    await openPage('/inbox', PAGE_TITLES.inbox, visit(null, {}));
    expect([screen.queryByRole('link', { name: /^Inbox/ }), screen.getByText(INBOX_SIGNED_OUT).textContent]).toEqual([null, INBOX_SIGNED_OUT]);
  });
});

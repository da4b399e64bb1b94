import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemoryPendingPaymentDesk } from '../../../src/adapters/memory/memoryPendingPaymentDesk.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import type { PendingPayment } from '../../../src/ports/pendingPaymentDesk.port';
import { PENDING_PAYMENT_TEXTS as TEXTS } from '../../../src/ui/pages/payments/pendingPayments.texts';
import { PAYOUTS_DUE_TEXTS } from '../../../src/ui/pages/contracts/payoutsDue.texts';
import { issueRecord, records } from '../../support/contractRecords';
import { renderApp } from '../../support/renderApp';

const profile = (handle: string) => ({ handle, paymail: '', publicKey: '', avatarUrl: '', displayName: handle });
const payment = (id: string, kind: PendingPayment['kind'], subject: string): PendingPayment => ({
  id,
  kind,
  subject,
  reference: id.split(':').at(-1) ?? id,
  receivers: [{ handle: 'octo', satoshis: 1_000_000 }],
  createdAt: 1,
});
const REWARD = payment('reward:4', 'reward', '#4');
const PURCHASE = payment('purchase:buy-1', 'purchase', '10 × item-1');
const DIVIDEND = payment('dividend:0:div-1', 'dividend', 'item-1');

const pendingRegion = (options?: { timeout: number }) => screen.findByRole('region', { name: TEXTS.heading }, options);

/** My Portfolio with `handle` signed in (or nobody) and the server holding `pending`. */
async function openPortfolio(pending: MemoryPendingPaymentDesk, handle: string | null = 'bob') {
  const user = userEvent.setup();
  const sessions = handle === null ? new MemorySessionGateway() : new MemorySessionGateway(new Map(), profile(handle));
  renderApp('/exchange', { pendingPayments: pending, sessions });
  await user.click(await screen.findByRole('tab', { name: 'My Portfolio' }, { timeout: 5000 }));
  return user;
}

describe('the payer’s payments pending check on their pages', { timeout: 20_000 }, () => {
  it('shows a maintainer’s reward pending check beside the payouts due, and one settled leaves the list', async () => {
    const desk = new MemoryPendingPaymentDesk([REWARD, PURCHASE], { 'reward:4': 'tx-4' });
    const user = userEvent.setup();
    const issueTracker = new MemoryIssueTracker([{ kind: 'records', source: 'network', revalidating: false, records: records([issueRecord(4, { title: 'Done', state: 'closed' })], []) }]);
    renderApp('/contracts', { issueTracker, pendingPayments: desk, sessions: new MemorySessionGateway(new Map(), profile('sandbox_alice')) });
    const region = await pendingRegion({ timeout: 5000 });
    await screen.findByRole('region', { name: PAYOUTS_DUE_TEXTS.title });
    expect(within(region).getByText(TEXTS.explanation)).toBeTruthy();
    // Only the rewards: purchases are the exchange's.
    expect(within(region).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      `${TEXTS.kinds.reward} #4 · 0.01000000 BSV to $octo · 4`,
    ]);
    await user.type(within(region).getByLabelText(TEXTS.transactionLabel), 'tx-4');
    await user.click(within(region).getByRole('button', { name: TEXTS.settle }));
    await waitFor(() => expect(screen.queryByRole('region', { name: TEXTS.heading })).toBeNull());
    expect(desk.calls).toContain('settle reward:4 tx-4');
  });

  it('shows the purchases and dividends pending check on My Portfolio, with the refusal of a wrong transaction id', async () => {
    const desk = new MemoryPendingPaymentDesk([REWARD, PURCHASE, DIVIDEND], { 'purchase:buy-1': 'tx-1' });
    const user = await openPortfolio(desk);
    const region = await pendingRegion({ timeout: 5000 });
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('strong', { hidden: true }).textContent)).toEqual([TEXTS.kinds.purchase, TEXTS.kinds.dividend]);
    await user.type(within(rows[0]!).getByLabelText(TEXTS.transactionLabel), 'tx-wrong');
    await user.click(within(rows[0]!).getByRole('button', { name: TEXTS.settle }));
    expect((await within(rows[0]!).findByRole('alert')).textContent).toBe(TEXTS.refusals['unknown-transaction']);
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  });

  it('releases a purchase on the payer’s word, and the section goes once none is left', async () => {
    const desk = new MemoryPendingPaymentDesk([PURCHASE]);
    const user = await openPortfolio(desk);
    const region = await pendingRegion({ timeout: 5000 });
    await user.click(within(region).getByRole('button', { name: TEXTS.release }));
    await waitFor(() => expect(screen.queryByRole('region', { name: TEXTS.heading })).toBeNull());
    expect(desk.calls).toContain('release purchase:buy-1');
  });

  it('shows nothing when no payment is pending', async () => {
    const none = new MemoryPendingPaymentDesk([]);
    await openPortfolio(none);
    await waitFor(() => expect(none.calls).toContain('list'));
    expect(screen.queryByRole('region', { name: TEXTS.heading })).toBeNull();
  });

  it('asks nothing of the server for a visitor', async () => {
    const desk = new MemoryPendingPaymentDesk([PURCHASE]);
    await openPortfolio(desk, null);
    await screen.findByRole('tabpanel', { name: 'My Portfolio' });
    expect(screen.queryByRole('region', { name: TEXTS.heading })).toBeNull();
    expect(desk.calls).toEqual([]);
  });
});

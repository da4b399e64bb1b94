import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemoryPaymentDesk } from '../../../src/adapters/memory/memoryPaymentDesk.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import type { RepositoryRecordsUpdate } from '../../../src/ports/issueTracker.port';
import { PAY_DIALOG_TEXTS, PAYMENT_REFUSAL_MESSAGES } from '../../../src/ui/pages/contracts/payDialog.texts';
import { PAYOUT_DUE_REASONS, PAYOUTS_DUE_TEXTS, payNowLabel } from '../../../src/ui/pages/contracts/payoutsDue.texts';
import { issueRecord, records } from '../../support/contractRecords';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';

const sample: RepositoryRecordsUpdate = {
  kind: 'records',
  source: 'network',
  revalidating: false,
  records: records([issueRecord(4, { title: 'Done', state: 'closed' }), issueRecord(6, { title: 'Also done', state: 'closed' })], []),
};

/** The contracts page with `handle` signed in; the server lists #4 (0.01 BSV to $octo) and #6 (no amount) as due. */
function page(handle: string) {
  const clock = new ManualClock(TEST_NOW);
  const profile = { handle, paymail: '', publicKey: '', avatarUrl: '', displayName: handle };
  const sessions = new MemorySessionGateway(new Map(), profile);
  const desk = new MemoryPaymentDesk(clock, () => sessions.signedIn?.handle ?? null, ['sandbox_alice']);
  desk.payoutsDue = [
    { issueNumber: 4, title: 'Done', payee: 'octo', reason: 'claimant-work', satoshis: 1_000_000 },
    { issueNumber: 6, title: 'Also done', payee: 'audit', reason: 'claimant-work', satoshis: null },
  ];
  renderApp('/contracts', { issueTracker: new MemoryIssueTracker([sample]), clock, sessions, payments: desk });
  return desk;
}

const panel = () => screen.findByRole('region', { name: PAYOUTS_DUE_TEXTS.title });

describe('the Payouts due panel', () => {
  it('lists the payouts due to a maintainer, and one click pays the worker the reward', async () => {
    const desk = page('sandbox_alice');
    const due = await panel();
    const payNow = await within(due).findByRole('button', { name: payNowLabel('octo', '0.01') });
    expect(within(due).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['#4 Done', '#6 Also done']);
    await userEvent.click(payNow);
    expect(desk.requests).toEqual([expect.objectContaining({ issueNumber: 4, payee: 'octo', amount: '0.01' })]);
    await waitFor(() => expect(within(due).getAllByRole('listitem')).toHaveLength(1));
  });

  it('opens the pay dialog for a payout whose amount is not known', async () => {
    page('sandbox_alice');
    await userEvent.click(await within(await panel()).findByRole('button', { name: PAYOUTS_DUE_TEXTS.payWithDialog }));
    const dialog = await screen.findByRole('dialog', { name: `${PAY_DIALOG_TEXTS.dialogTitle}: Also done` });
    expect(dialog).toBeTruthy();
  });

  it('shows why nobody was paid for a contract completed without the claimant’s new work, and pays it only through the dialog', async () => {
    const desk = page('sandbox_alice');
    desk.payoutsDue = [{ issueNumber: 4, title: 'Done', payee: null, reason: 'not-claimant-work', satoshis: 1_000_000 }];
    const due = await panel();
    const item = await within(due).findByText(PAYOUT_DUE_REASONS['not-claimant-work']);
    expect(item.closest('li')?.firstChild?.textContent).toBe('#4 Done');
    expect(within(due).queryByRole('button', { name: /^Pay \$/ })).toBeNull();
    await userEvent.click(within(due).getByRole('button', { name: PAYOUTS_DUE_TEXTS.payWithDialog }));
    expect(await screen.findByRole('dialog', { name: `${PAY_DIALOG_TEXTS.dialogTitle}: Done` })).toBeTruthy();
    expect(desk.requests).toEqual([]);
  });

  it('turns paying on merge on and off for every contract', async () => {
    const desk = page('sandbox_alice');
    const box = await within(await panel()).findByRole('checkbox', { name: PAYOUTS_DUE_TEXTS.payOnMerge });
    await userEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    await userEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
    expect(desk.autoPayouts).toEqual([expect.objectContaining({ scope: 0, enabled: false, maintainer: 'sandbox_alice' })]);
  });

  it('says why a payment was refused, and keeps the payout listed', async () => {
    const desk = page('sandbox_alice');
    desk.refusal = { code: 'refused', reason: 'insufficient-balance', message: 'Insufficient balance' };
    const due = await panel();
    await userEvent.click(await within(due).findByRole('button', { name: payNowLabel('octo', '0.01') }));
    expect((await within(due).findByRole('alert')).textContent).toBe(PAYMENT_REFUSAL_MESSAGES['insufficient-balance']);
    expect(within(due).getAllByRole('listitem')).toHaveLength(2);
  });

  it('is not there for someone who is not a maintainer', async () => {
    page('sandbox_bob');
    await waitFor(() => expect(screen.getByRole('tabpanel').getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByRole('region', { name: PAYOUTS_DUE_TEXTS.title })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemoryPaymentDesk } from '../../../src/adapters/memory/memoryPaymentDesk.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import type { AutoPayoutChoice } from '../../../src/domain/payments/autoPayout';
import { err } from '../../../src/domain/shared/result';
import type { PaymentDeskError } from '../../../src/ports/paymentDesk.port';
import { AUTO_PAYOUT_SWITCH_TEXTS } from '../../../src/ui/pages/contracts/autoPayoutSwitch.texts';
import { CONTRACT_TEXTS } from '../../../src/ui/pages/contracts/contracts.texts';
import { PAYMENT_REFUSAL_MESSAGES } from '../../../src/ui/pages/contracts/payDialog.texts';
import { issueRecord, records } from '../../support/contractRecords';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';

/** The contracts page with `handle` signed in, over #7 (open) and #8 (closed); the server keeps `choices`. */
function page(handle: string, choices: AutoPayoutChoice[] = [], path = '/contracts') {
  const clock = new ManualClock(TEST_NOW);
  const sessions = new MemorySessionGateway(new Map(), { handle, paymail: '', publicKey: '', avatarUrl: '', displayName: handle });
  const desk = new MemoryPaymentDesk(clock, () => sessions.signedIn?.handle ?? null, ['sandbox_alice']);
  desk.autoPayouts = choices;
  const issueTracker = new MemoryIssueTracker([
    { kind: 'records', source: 'network', revalidating: false, records: records([issueRecord(7, { title: 'Open work' }), issueRecord(8, { title: 'Done work', state: 'closed' })], []) },
  ]);
  renderApp(path, { issueTracker, clock, sessions, payments: desk });
  return desk;
}

async function openDetails(title: string): Promise<HTMLElement> {
  const panel = await screen.findByRole('tabpanel');
  await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
  const card = within(panel).getByText(title).closest('article') as HTMLElement;
  await userEvent.click(within(card).getByRole('button', { name: CONTRACT_TEXTS.viewDetails }));
  return screen.findByRole('dialog', { name: title });
}

const choice = (scope: number, enabled: boolean): AutoPayoutChoice => ({ scope, enabled, maintainer: 'sandbox_alice', updatedAt: TEST_NOW });
const switchIn = (dialog: HTMLElement) => within(dialog).findByRole('checkbox', { name: AUTO_PAYOUT_SWITCH_TEXTS.label }) as Promise<HTMLInputElement>;

describe('a contract’s automatic payout switch', () => {
  it('shows the server’s choice for the contract and turns it on and off for that contract alone', async () => {
    const desk = page('sandbox_alice', [choice(3, true)]);
    const box = await switchIn(await openDetails('Open work'));
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(desk.autoPayouts).toEqual([choice(3, true), expect.objectContaining({ scope: 7, enabled: true, maintainer: 'sandbox_alice' })]);
    await userEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
    expect(desk.autoPayouts.find((kept) => kept.scope === 7)?.enabled).toBe(false);
  });

  it('is on when every contract is paid on merge, says so, and turning it off keeps this contract for a click', async () => {
    const desk = page('sandbox_alice', [choice(0, true)]);
    const dialog = await openDetails('Open work');
    const box = await switchIn(dialog);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(within(dialog).getByText(AUTO_PAYOUT_SWITCH_TEXTS.throughAll)).toBeTruthy();
    await userEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
    expect(desk.autoPayouts).toEqual([choice(0, true), expect.objectContaining({ scope: 7, enabled: false })]);
    expect(within(dialog).queryByText(AUTO_PAYOUT_SWITCH_TEXTS.throughAll)).toBeNull();
  });

  it('says why the server refused, and keeps showing what it keeps', async () => {
    const desk = page('sandbox_alice');
    desk.chooseAutoPayout = () => of(err<PaymentDeskError>({ code: 'refused', reason: 'no-wallet', message: 'No wallet' }));
    const dialog = await openDetails('Open work');
    const box = await switchIn(dialog);
    await waitFor(() => expect(box.disabled).toBe(false));
    await userEvent.click(box);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PAYMENT_REFUSAL_MESSAGES['no-wallet']);
    expect(box.checked).toBe(false);
  });

  it('is not offered on a completed contract (its details opened from an inbox link)', async () => {
    page('sandbox_alice', [], '/contracts?contract=8');
    const done = await screen.findByRole('dialog', { name: 'Done work' });
    await within(done).findByRole('heading', { name: 'History' });
    expect(within(done).queryByRole('checkbox')).toBeNull();
  });

  it('is not offered to someone who is not a maintainer', async () => {
    page('sandbox_bob');
    const dialog = await openDetails('Open work');
    await within(dialog).findByRole('heading', { name: 'History' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});

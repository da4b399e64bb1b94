import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemoryPaymentDesk } from '../../../src/adapters/memory/memoryPaymentDesk.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import type { Payment } from '../../../src/domain/payments/payment';
import type { RepositoryRecordsUpdate } from '../../../src/ports/issueTracker.port';
import { CONTRACT_TEXTS } from '../../../src/ui/pages/contracts/contracts.texts';
import { PAY_DIALOG_TEXTS } from '../../../src/ui/pages/contracts/payDialog.texts';
import { PAYMENT_TEXTS } from '../../../src/ui/pages/contracts/payments.texts';
import { issueRecord, records } from '../../support/contractRecords';
import { nulCharacterMessage } from '../../../src/ui/shared/storableText.texts';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';

const sample: RepositoryRecordsUpdate = {
  kind: 'records',
  source: 'network',
  revalidating: false,
  records: records([issueRecord(1, { title: 'Open work' }), issueRecord(4, { title: 'Done', state: 'closed' })], []),
};

/** The page with `handle` signed in (null: nobody) and a payments API holding `payments`; sandbox_alice may pay. */
function page(handle: string | null, payments: readonly Payment[] = []) {
  const clock = new ManualClock(TEST_NOW);
  const profile = handle === null ? undefined : { handle, paymail: '', publicKey: '', avatarUrl: '', displayName: handle };
  const sessions = new MemorySessionGateway(new Map(), profile);
  const desk = new MemoryPaymentDesk(clock, () => sessions.signedIn?.handle ?? null, ['sandbox_alice'], payments);
  renderApp('/contracts', { issueTracker: new MemoryIssueTracker([sample]), clock, sessions, payments: desk });
  return desk;
}

async function card(title: string): Promise<HTMLElement> {
  const panel = await screen.findByRole('tabpanel');
  await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
  return within(panel).getByRole('article', { name: title });
}

const paidOutText = () => within(screen.getByLabelText(CONTRACT_TEXTS.statsLabel)).getAllByRole('definition').at(-1)?.textContent;

describe('paying a contract', () => {
  it('lets a maintainer pay a completed contract after confirming payee and amount; the card then shows it paid', async () => {
    const desk = page('sandbox_alice');
    const done = await card('Done');
    expect(within(await card('Open work')).queryByRole('button', { name: PAYMENT_TEXTS.payReward })).toBeNull();
    await userEvent.click(within(done).getByRole('button', { name: PAYMENT_TEXTS.payReward }));
    const dialog = await screen.findByRole('dialog', { name: `${PAY_DIALOG_TEXTS.dialogTitle}: Done` });
    expect((within(dialog).getByLabelText(`${PAY_DIALOG_TEXTS.amount} *`) as HTMLInputElement).value).toBe('0.01');
    await userEvent.type(within(dialog).getByLabelText(`${PAY_DIALOG_TEXTS.payee} *`), '$octo');
    await userEvent.type(within(dialog).getByLabelText(PAY_DIALOG_TEXTS.note), 'Thanks');
    await userEvent.click(within(dialog).getByRole('button', { name: PAY_DIALOG_TEXTS.review }));
    expect(within(dialog).getAllByRole('definition').map((value) => value.textContent)).toEqual(['$octo', '0.01 BSV']);
    expect(desk.requests).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: PAY_DIALOG_TEXTS.confirm }));
    expect(desk.requests).toEqual([expect.objectContaining({ issueNumber: 4, payee: '$octo', amount: '0.01', note: 'Thanks' })]);
    await userEvent.click(within(dialog).getByRole('button', { name: PAY_DIALOG_TEXTS.close }));
    const paid = await card('Done');
    expect(paid.textContent).toContain('Paid 0.01 BSV → $octo');
    expect(within(paid).getByRole('link', { name: PAYMENT_TEXTS.viewTransaction }).getAttribute('href')).toBe('https://whatsonchain.com/tx/memory-tx-1');
    expect(within(paid).queryByRole('button', { name: PAYMENT_TEXTS.payReward })).toBeNull();
    expect(paidOutText()).toBe('0.01 BSV (1)');
  });

  it('shows a refusal in the dialog and keeps what was typed', async () => {
    const desk = page('sandbox_alice');
    desk.refusal = { code: 'refused', reason: 'spend-limit', message: 'over the limit' };
    await userEvent.click(within(await card('Done')).getByRole('button', { name: PAYMENT_TEXTS.payReward }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(`${PAY_DIALOG_TEXTS.payee} *`), 'octo');
    await userEvent.click(within(dialog).getByRole('button', { name: PAY_DIALOG_TEXTS.review }));
    await userEvent.click(within(dialog).getByRole('button', { name: PAY_DIALOG_TEXTS.confirm }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Spend limit reached: raise the spend limit for this app in HandCash, then try again.');
    expect((within(dialog).getByLabelText(`${PAY_DIALOG_TEXTS.payee} *`) as HTMLInputElement).value).toBe('octo');
  });

  it('checks the form before the confirm step', async () => {
    page('sandbox_alice');
    await userEvent.click(within(await card('Done')).getByRole('button', { name: PAYMENT_TEXTS.payReward }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: PAY_DIALOG_TEXTS.review }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter the HandCash handle of the person to pay.');
  });

  it('names a NUL character that a paste brought into the note before the confirm step, keeping the note', async () => {
    const desk = page('sandbox_alice');
    await userEvent.click(within(await card('Done')).getByRole('button', { name: PAYMENT_TEXTS.payReward }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(`${PAY_DIALOG_TEXTS.payee} *`), 'octo');
    await userEvent.click(within(dialog).getByLabelText(PAY_DIALOG_TEXTS.note));
    await userEvent.paste('Thanks\u0000');
    await userEvent.click(within(dialog).getByRole('button', { name: PAY_DIALOG_TEXTS.review }));
    expect([
      within(dialog).getByRole('alert').textContent,
      (within(dialog).getByLabelText(PAY_DIALOG_TEXTS.note) as HTMLInputElement).value,
      desk.requests,
    ]).toEqual([nulCharacterMessage('The note'), 'Thanks\u0000', []]);
  });

  it.each([['satoshi'], [null]])('never offers "Pay reward" to %s (not a maintainer, or signed out)', async (handle) => {
    page(handle);
    expect(within(await card('Done')).queryByRole('button', { name: PAYMENT_TEXTS.payReward })).toBeNull();
  });

  it('shows every visitor a paid contract with its transaction link, the id encoded', async () => {
    const payment: Payment = {
      issueNumber: 4,
      payer: 'sandbox_alice',
      payee: 'octo',
      satoshis: 150_000_000,
      note: '<b>hi</b>',
      state: 'paid',
      transactionId: 'ab"><script>',
      createdAt: TEST_NOW,
      paidAt: TEST_NOW,
    };
    page(null, [payment]);
    const done = await card('Done');
    await waitFor(() => expect(done.textContent).toContain('Paid 1.5 BSV → $octo'));
    expect(within(done).getByRole('link', { name: PAYMENT_TEXTS.viewTransaction }).getAttribute('href')).toBe(
      'https://whatsonchain.com/tx/ab%22%3E%3Cscript%3E',
    );
    expect(done.querySelector('script')).toBeNull();
    expect(paidOutText()).toBe('1.5 BSV (1)');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemoryPaymentDesk } from '../../../src/adapters/memory/memoryPaymentDesk.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import type { RepositoryRecordsUpdate } from '../../../src/ports/issueTracker.port';
import { ContractCard } from '../../../src/ui/pages/contracts/ContractCard';
import { ESCROW_TEXTS } from '../../../src/ui/pages/contracts/escrow.texts';
import { issueRecord, records } from '../../support/contractRecords';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';

const sample: RepositoryRecordsUpdate = {
  kind: 'records',
  source: 'network',
  revalidating: false,
  records: records([issueRecord(1, { title: 'Open work' }), issueRecord(4, { title: 'Done', state: 'closed' })], []),
};

/** The contracts page with `handle` signed in (null: nobody); sandbox_alice maintains; 1,000 BAPP is 0.01 BSV. */
function page(handle: string | null) {
  const clock = new ManualClock(TEST_NOW);
  const profile = handle === null ? undefined : { handle, paymail: '', publicKey: '', avatarUrl: '', displayName: handle };
  const sessions = new MemorySessionGateway(new Map(), profile);
  const desk = new MemoryPaymentDesk(clock, () => sessions.signedIn?.handle ?? null, ['sandbox_alice']);
  renderApp('/contracts', { issueTracker: new MemoryIssueTracker([sample]), clock, sessions, payments: desk });
  return desk;
}

async function card(title: string): Promise<HTMLElement> {
  const panel = await screen.findByRole('tabpanel');
  await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
  return within(panel).getByRole('article', { name: title });
}

describe('funding a bounty', () => {
  it('lets a maintainer fund an open contract with its reward’s BSV after a confirm step', async () => {
    const desk = page('sandbox_alice');
    expect(within(await card('Done')).queryByRole('button', { name: ESCROW_TEXTS.fund })).toBeNull();
    await userEvent.click(within(await card('Open work')).getByRole('button', { name: ESCROW_TEXTS.fund }));
    const dialog = await screen.findByRole('dialog', { name: `${ESCROW_TEXTS.fundTitle} #1` });
    expect((within(dialog).getByLabelText(ESCROW_TEXTS.amount) as HTMLInputElement).value).toBe('0.01');
    await userEvent.click(within(dialog).getByRole('button', { name: ESCROW_TEXTS.review }));
    expect(within(dialog).getByText('Fund #1 with 0.01 BSV from your wallet?')).toBeTruthy();
    expect(desk.fundings).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: ESCROW_TEXTS.confirm }));
    expect(desk.fundings).toEqual([{ issueNumber: 1, amount: '0.01' }]);
    expect(within(dialog).getByRole('status').textContent).toBe('Funded: 0.01 BSV is held in escrow.');
  });

  it('shows a refusal in the dialog, back at the amount, and a bad amount before any confirm step', async () => {
    const desk = page('sandbox_alice');
    desk.refusal = { code: 'refused', reason: 'already-funded', message: 'already-funded' };
    await userEvent.click(within(await card('Open work')).getByRole('button', { name: ESCROW_TEXTS.fund }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(ESCROW_TEXTS.amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: ESCROW_TEXTS.review }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter an amount in BSV greater than 0, with at most 8 decimals.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.01');
    await userEvent.click(within(dialog).getByRole('button', { name: ESCROW_TEXTS.review }));
    await userEvent.click(within(dialog).getByRole('button', { name: ESCROW_TEXTS.confirm }));
    expect(within(dialog).getByRole('alert').textContent).toBe('This contract is funded already.');
    expect((within(dialog).getByLabelText(ESCROW_TEXTS.amount) as HTMLInputElement).value).toBe('0.01');
  });

  it('offers no Fund button to someone who is not a maintainer', async () => {
    page('sandbox_bob');
    expect(within(await card('Open work')).queryByRole('button', { name: ESCROW_TEXTS.fund })).toBeNull();
  });
});

describe('a funded contract’s card', () => {
  const [contract] = deriveContracts([issueRecord(7, { title: 'Seven' })], [], new Map(), TEST_NOW);
  const funded = { ...contract!, fundedSatoshis: 5_000_000 };

  it('shows "Funded 0.05 BSV", and offers a maintainer to cancel the funding', async () => {
    const onFund = vi.fn();
    const { container } = render(<ContractCard contract={funded} now={TEST_NOW} onOpen={() => undefined} onFund={onFund} />);
    const article = within(container).getByRole('article', { name: 'Seven' });
    expect(within(article).getByText('Funded 0.05 BSV')).toBeTruthy();
    await userEvent.click(within(article).getByRole('button', { name: ESCROW_TEXTS.cancelFunding }));
    expect(onFund).toHaveBeenCalledWith(funded);
  });

  it('shows no badge when nothing is held, and no funding buttons to visitors', () => {
    const { container } = render(<ContractCard contract={contract!} now={TEST_NOW} onOpen={() => undefined} />);
    expect([container.textContent?.includes('Funded'), within(container).queryAllByRole('button').map((button) => button.textContent)]).toEqual([false, ['View details']]);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryPaymentDesk } from '../../../src/adapters/memory/memoryPaymentDesk.adapter';
import type { Payment } from '../../../src/domain/payments/payment';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { TEST_NOW } from '../../support/testContainer';
import { guardConsole } from './guardConsole';
import { openPage } from './openPage';

guardConsole();

const paid = (issueNumber: number, payee: string, satoshis: number, state: Payment['state'] = 'paid'): Payment => ({
  issueNumber,
  payer: 'sandbox_alice',
  payee,
  satoshis,
  note: '',
  state,
  transactionId: state === 'paid' ? `tx-${issueNumber}` : null,
  createdAt: TEST_NOW,
  paidAt: state === 'paid' ? TEST_NOW : null,
});
const desk = (payments: readonly Payment[]) => new MemoryPaymentDesk(new ManualClock(TEST_NOW), () => null, [], payments);

describe('the leaderboard of real payments', { timeout: 15_000 }, () => {
  it('ranks payees by BSV earned, above the sample cards, counting paid contracts only', async () => {
    await openPage('/contributors', PAGE_TITLES.contributors, {
      payments: desk([paid(1, 'octo', 2_000_000), paid(2, '<b>eve</b>', 150_000_000), paid(3, 'octo', 1_000_000), paid(4, 'zed', 9e8, 'pending-check')]),
    });
    const board = await screen.findByRole('region', { name: 'Paid contributors' });
    const rows = within(board).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Handle', 'Contracts paid', 'BSV earned'],
      ['$<b>eve</b>', '1', '1.5'],
      ['$octo', '2', '0.03'],
    ]);
    const cards = screen.getByRole('region', { name: 'Top contributors' });
    expect(board.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown before the first payment', async () => {
    await openPage('/contributors', PAGE_TITLES.contributors, { payments: desk([paid(4, 'zed', 9e8, 'pending-check')]) });
    expect(screen.queryByRole('region', { name: 'Paid contributors' })).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PendingPaymentCheck, type PendingPaymentView } from '../../../src/ui/pages/payments/PendingPaymentCheck';
import { PENDING_PAYMENT_TEXTS as TEXTS } from '../../../src/ui/pages/payments/pendingPayments.texts';

const PURCHASE: PendingPaymentView = {
  id: 'purchase:buy-1',
  kind: 'purchase',
  subject: '10 × item-1',
  reference: 'buy-1',
  receivers: [{ handle: 'alice', satoshis: 100_000 }, { handle: 'fees', satoshis: 2_500 }],
};

describe('the payer’s payments pending check', () => {
  it('says what to do, and settles by the transaction id typed', async () => {
    const onSettle = vi.fn(async () => null);
    render(<PendingPaymentCheck pending={[PURCHASE]} onSettle={onSettle} onRelease={vi.fn(async () => null)} />);
    expect(screen.getByRole('heading', { name: TEXTS.heading })).toBeTruthy();
    expect(screen.getByText(TEXTS.explanation)).toBeTruthy();
    expect(screen.getByText(/0\.00102500 BSV to \$alice, \$fees/)).toBeTruthy();
    const settle = screen.getByRole('button', { name: TEXTS.settle });
    expect((settle as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(TEXTS.transactionLabel), '  tx-123  ');
    await userEvent.click(settle);
    expect(onSettle).toHaveBeenCalledWith('purchase:buy-1', 'tx-123');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why a wrong transaction id was refused, and releases on the payer’s word', async () => {
    const onRelease = vi.fn(async () => null);
    render(<PendingPaymentCheck pending={[PURCHASE]} onSettle={vi.fn(async () => 'payment-mismatch' as const)} onRelease={onRelease} />);
    await userEvent.type(screen.getByLabelText(TEXTS.transactionLabel), 'tx-other');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.settle }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.refusals['payment-mismatch']);
    await userEvent.click(screen.getByRole('button', { name: TEXTS.release }));
    expect(onRelease).toHaveBeenCalledWith('purchase:buy-1');
  });

  it('renders nothing when no payment is pending', () => {
    const { container } = render(<PendingPaymentCheck pending={[]} onSettle={vi.fn()} onRelease={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });
});

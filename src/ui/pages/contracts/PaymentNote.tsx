import { formatBsv } from '../../../domain/payments/bsvAmount';
import type { Payment } from '../../../domain/payments/payment';
import { explorerLink } from '../../../domain/payments/paymentFigures';
import { safeHttpUrl } from '../../../domain/shared/httpUrl';
import { bsvText, PAYMENT_TEXTS } from './payments.texts';

/** A contract's payment on its card: "Paid", the amount and the transaction on the explorer; or its pending check. */
export function PaymentNote({ payment, explorerTxUrl }: { readonly payment: Payment; readonly explorerTxUrl: string }) {
  if (payment.state !== 'paid' || payment.transactionId === null) {
    return <p className="payment-note payment-note-pending">{PAYMENT_TEXTS.pendingCheck}</p>;
  }
  const href = safeHttpUrl(explorerLink(explorerTxUrl, payment.transactionId));
  return (
    <p className="payment-note">
      <strong className="payment-paid">{PAYMENT_TEXTS.paid}</strong> {bsvText(formatBsv(payment.satoshis))} → ${payment.payee}
      {href === null ? null : (
        <>
          {' · '}
          <a href={href} target="_blank" rel="noopener noreferrer">
            {PAYMENT_TEXTS.viewTransaction}
          </a>
        </>
      )}
    </p>
  );
}

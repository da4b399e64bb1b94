import { useState, type FormEvent } from 'react';
import { amountText, PENDING_PAYMENT_TEXTS as TEXTS, type PendingRefusal } from './pendingPayments.texts';

/** A payment stopped at "pending check", as the payer's page shows it. */
export interface PendingPaymentView {
  readonly id: string;
  readonly kind: 'reward' | 'purchase' | 'dividend';
  readonly subject: string;
  readonly reference: string;
  readonly receivers: readonly { readonly handle: string; readonly satoshis: number }[];
}

export interface PendingPaymentCheckProps {
  readonly pending: readonly PendingPaymentView[];
  /** Settles one by the transaction id typed: null when recorded, else the refusal's code. */
  readonly onSettle: (id: string, transactionId: string) => Promise<PendingRefusal | 'failed' | null>;
  readonly onRelease: (id: string) => Promise<PendingRefusal | 'failed' | null>;
}

function PendingRow({ payment, onSettle, onRelease }: { readonly payment: PendingPaymentView } & Omit<PendingPaymentCheckProps, 'pending'>) {
  const [transactionId, setTransactionId] = useState('');
  const [refusal, setRefusal] = useState<PendingRefusal | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<PendingRefusal | 'failed' | null>) => {
    setBusy(true);
    setRefusal(await work());
    setBusy(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (transactionId.trim() !== '') void act(() => onSettle(payment.id, transactionId.trim()));
  };
  const satoshis = payment.receivers.reduce((sum, receiver) => sum + receiver.satoshis, 0);
  const fieldId = `pending-${payment.id}`;
  return (
    <li className="pending-payment">
      <p>
        <strong>{TEXTS.kinds[payment.kind]}</strong> {payment.subject} · {amountText(satoshis, payment.receivers.map((receiver) => receiver.handle))} · {payment.reference}
      </p>
      <form onSubmit={submit}>
        <label htmlFor={fieldId}>{TEXTS.transactionLabel}</label>
        <input id={fieldId} value={transactionId} onChange={(event) => setTransactionId(event.target.value)} autoComplete="off" spellCheck={false} />
        <button type="submit" disabled={busy || transactionId.trim() === ''}>
          {TEXTS.settle}
        </button>
        <button type="button" disabled={busy} onClick={() => void act(() => onRelease(payment.id))} title={TEXTS.releaseHint}>
          {TEXTS.release}
        </button>
      </form>
      {refusal !== null && <p role="alert">{refusal === 'failed' ? TEXTS.failed : TEXTS.refusals[refusal]}</p>}
    </li>
  );
}

/**
 * The payer's payments stopped at "pending check", with what to do: settle one by the transaction id their HandCash
 * wallet shows (the server checks it before recording anything), or release one when nothing left the wallet.
 * Renders nothing when none is pending.
 */
export function PendingPaymentCheck({ pending, onSettle, onRelease }: PendingPaymentCheckProps) {
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="pending-payments-heading">
      <h2 id="pending-payments-heading">{TEXTS.heading}</h2>
      <p>{TEXTS.explanation}</p>
      <ul>
        {pending.map((payment) => (
          <PendingRow key={payment.id} payment={payment} onSettle={onSettle} onRelease={onRelease} />
        ))}
      </ul>
    </section>
  );
}

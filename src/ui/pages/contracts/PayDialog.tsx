import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Subscription } from 'rxjs';
import { PayReward } from '../../../application/payments/payReward';
import type { Contract } from '../../../domain/contracts/contract';
import { formatBsv, parseBsvAmount } from '../../../domain/payments/bsvAmount';
import { normalizeHandCashHandle } from '../../../domain/contracts/claim';
import { workerOf } from '../../../domain/contracts/payability';
import type { Payment } from '../../../domain/payments/payment';
import { validatePaymentDraft } from '../../../domain/payments/paymentRules';
import { rewardSatoshisOf } from '../../../domain/payments/payoutsDue';
import { useService } from '../../app/useService';
import { Dialog } from '../../shared/Dialog';
import { PaymentNote } from './PaymentNote';
import { PAY_DIALOG_TEXTS, PAYMENT_REFUSAL_MESSAGES, paymentErrorText } from './payDialog.texts';
import { bsvText } from './payments.texts';

interface Props {
  readonly contract: Contract;
  readonly bsvPerBapp: number | null;
  readonly explorerTxUrl: string;
  readonly onClose: () => void;
}

type Step = 'edit' | 'confirm' | 'sending';

/**
 * Pays a completed contract: payee (the claimant who authored the merged pull request, or typed), amount in BSV
 * (prefilled from the reward the claim froze when a rate is set), note, and the written reason the server requires to pay someone
 * else or another amount; then a confirm step repeating payee and amount. One idempotency key per opened dialog,
 * so a double click or a retry is the same payment. A refusal is shown here and keeps what was typed.
 */
export function PayDialog({ contract, bsvPerBapp, explorerTxUrl, onClose }: Props) {
  const payReward = useService(PayReward);
  const [key] = useState(() => payReward.newKey());
  // The reward the claim froze (the server pays no other without a written reason).
  const prefill = rewardSatoshisOf(contract, bsvPerBapp);
  const [form, setForm] = useState({ payee: workerOf(contract) ?? '', amount: prefill === null ? '' : formatBsv(prefill), note: '' });
  const [overrideReason, setOverrideReason] = useState('');
  const [step, setStep] = useState<Step>('edit');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Payment | null>(null);
  const request = useRef<Subscription | null>(null);
  const errorId = useId();
  useEffect(() => () => request.current?.unsubscribe(), []);
  const draft = { ...form, idempotencyKey: key };
  const review = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePaymentDraft(draft);
    setError(checked.ok ? null : (PAYMENT_REFUSAL_MESSAGES[checked.error] ?? checked.error));
    if (checked.ok) setStep('confirm');
  };
  const pay = () => {
    setStep('sending');
    request.current?.unsubscribe();
    const reason = overrideReason.trim() === '' ? {} : { overrideReason };
    request.current = payReward.execute({ issueNumber: contract.githubIssueNumber, ...draft, ...reason }).subscribe((answer) => {
      if (answer.ok) {
        setOutcome(answer.value);
        return;
      }
      setStep('edit');
      setError(paymentErrorText(answer.error));
    });
  };
  const amount = parseBsvAmount(form.amount);
  const described = error === null ? undefined : errorId;
  return (
    <Dialog className="contract-dialog" title={`${PAY_DIALOG_TEXTS.dialogTitle}: ${contract.title}`} onClose={onClose}>
      {outcome !== null ? (
        <div className="pay-outcome" role="status">
          <PaymentNote payment={outcome} explorerTxUrl={explorerTxUrl} />
          {outcome.state === 'paid' ? null : <p>{PAY_DIALOG_TEXTS.pendingExplanation}</p>}
          <div className="contract-actions">
            <button type="button" onClick={onClose}>
              {PAY_DIALOG_TEXTS.close}
            </button>
          </div>
        </div>
      ) : step === 'edit' ? (
        <form className="claim-form" onSubmit={review} noValidate>
          <label>
            {PAY_DIALOG_TEXTS.payee} *
            <input name="payee" value={form.payee} aria-required="true" aria-describedby={described} onChange={(event) => setForm({ ...form, payee: event.target.value })} />
          </label>
          <label>
            {PAY_DIALOG_TEXTS.amount} *
            <input name="amount" inputMode="decimal" value={form.amount} aria-required="true" aria-describedby={described} onChange={(event) => setForm({ ...form, amount: event.target.value })} />
          </label>
          <label>
            {PAY_DIALOG_TEXTS.note}
            <input name="note" value={form.note} onChange={(event) => setForm({ ...form, note: event.target.value })} />
          </label>
          <label>
            {PAY_DIALOG_TEXTS.overrideReason}
            <textarea name="overrideReason" rows={2} value={overrideReason} aria-describedby={described} onChange={(event) => setOverrideReason(event.target.value)} />
          </label>
          {error === null ? null : (
            <p id={errorId} className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="contract-actions">
            <button type="submit" className="button-primary">
              {PAY_DIALOG_TEXTS.review}
            </button>
            <button type="button" onClick={onClose}>
              {PAY_DIALOG_TEXTS.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className="pay-confirm">
          <p>{PAY_DIALOG_TEXTS.confirmLead}</p>
          <dl className="contract-facts">
            <div>
              <dt>{PAY_DIALOG_TEXTS.confirmPayee}</dt>
              <dd>${normalizeHandCashHandle(form.payee)}</dd>
            </div>
            <div>
              <dt>{PAY_DIALOG_TEXTS.confirmAmount}</dt>
              <dd>{amount.ok ? bsvText(formatBsv(amount.value)) : form.amount}</dd>
            </div>
          </dl>
          <div className="contract-actions">
            <button type="button" className="button-primary" disabled={step === 'sending'} onClick={pay}>
              {step === 'sending' ? PAY_DIALOG_TEXTS.paying : PAY_DIALOG_TEXTS.confirm}
            </button>
            <button type="button" disabled={step === 'sending'} onClick={() => setStep('edit')}>
              {PAY_DIALOG_TEXTS.back}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

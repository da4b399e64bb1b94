import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Subscription } from 'rxjs';
import { FundBounty } from '../../../application/payments/fundBounty';
import type { Contract } from '../../../domain/contracts/contract';
import { formatBsv, parseBsvAmount } from '../../../domain/payments/bsvAmount';
import { rewardSatoshisOf } from '../../../domain/payments/payoutsDue';
import type { EscrowReceipt } from '../../../ports/paymentDesk.port';
import { useService } from '../../app/useService';
import { Dialog } from '../../shared/Dialog';
import { cancelConfirmText, ESCROW_TEXTS, escrowErrorText, fundConfirmText, fundedText, refundedText } from './escrow.texts';

interface Props {
  readonly contract: Contract;
  readonly bsvPerBapp: number | null;
  readonly onClose: () => void;
}

type Step = 'edit' | 'confirm' | 'sending' | 'done';

/**
 * Funds a contract into escrow (the amount prefilled with the reward's BSV when a rate is set), or, for a funded
 * contract, cancels its funding; either way a confirm step comes first. A refusal is shown here and keeps what was
 * typed; the card's badge follows from the server's live stream.
 */
export function FundDialog({ contract, bsvPerBapp, onClose }: Props) {
  const fundBounty = useService(FundBounty);
  const funded = contract.fundedSatoshis ?? null;
  const prefill = rewardSatoshisOf(contract, bsvPerBapp);
  const [amount, setAmount] = useState(prefill === null ? '' : formatBsv(prefill));
  const [step, setStep] = useState<Step>(funded === null ? 'edit' : 'confirm');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<EscrowReceipt | null>(null);
  const request = useRef<Subscription | null>(null);
  const errorId = useId();
  useEffect(() => () => request.current?.unsubscribe(), []);
  const issueNumber = contract.githubIssueNumber;
  const parsed = parseBsvAmount(amount);
  const review = (event: FormEvent) => {
    event.preventDefault();
    setError(parsed.ok ? null : escrowErrorText({ code: 'refused', reason: 'invalid-amount', message: '' }));
    if (parsed.ok) setStep('confirm');
  };
  const send = () => {
    setStep('sending');
    setError(null);
    const answer$ = funded === null ? fundBounty.fund(issueNumber, amount.trim()) : fundBounty.cancel(issueNumber);
    request.current = answer$.subscribe((answer) => {
      if (answer.ok) {
        setOutcome(answer.value);
        setStep('done');
      } else {
        setError(escrowErrorText(answer.error));
        setStep(funded === null ? 'edit' : 'confirm');
      }
    });
  };
  const title = funded === null ? ESCROW_TEXTS.fundTitle : ESCROW_TEXTS.cancelTitle;
  return (
    <Dialog title={`${title} #${issueNumber}`} onClose={onClose}>
      {step === 'done' && outcome !== null ? (
        <>
          <p role="status">
            {outcome.state === 'held' ? fundedText(outcome.satoshis) : outcome.state === 'refunded' ? refundedText(outcome.satoshis) : ESCROW_TEXTS.pending}
          </p>
          <button type="button" className="button-primary" onClick={onClose}>
            {ESCROW_TEXTS.close}
          </button>
        </>
      ) : step === 'edit' ? (
        <form onSubmit={review} noValidate>
          <p>{ESCROW_TEXTS.fundLead}</p>
          <label>
            {ESCROW_TEXTS.amount}
            <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value)} aria-describedby={error === null ? undefined : errorId} />
          </label>
          {error === null ? null : (
            <p id={errorId} role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button-primary">
            {ESCROW_TEXTS.review}
          </button>
        </form>
      ) : (
        <>
          <p>{funded === null ? fundConfirmText(issueNumber, parsed.ok ? parsed.value : 0) : cancelConfirmText(issueNumber, funded)}</p>
          {error === null ? null : <p role="alert">{error}</p>}
          <button type="button" className="button-primary" disabled={step === 'sending'} onClick={send}>
            {step === 'sending' ? ESCROW_TEXTS.sending : funded === null ? ESCROW_TEXTS.confirm : ESCROW_TEXTS.confirmCancel}
          </button>
          {funded === null ? (
            <button type="button" disabled={step === 'sending'} onClick={() => setStep('edit')}>
              {ESCROW_TEXTS.back}
            </button>
          ) : null}
        </>
      )}
    </Dialog>
  );
}

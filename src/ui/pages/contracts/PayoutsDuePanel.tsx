import { useEffect, useMemo } from 'react';
import { PayReward } from '../../../application/payments/payReward';
import { autoPayoutForAll, PayoutsDueStore } from '../../../application/payments/payoutsDueStore';
import { PaymentDesk } from '../../../ports/paymentDesk.port';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { paymentErrorText } from './payDialog.texts';
import { PAYOUT_DUE_REASONS, PAYOUTS_DUE_TEXTS, payNowLabel, payoutContractLabel } from './payoutsDue.texts';

interface Props {
  /** Change whenever the contracts or the payments do: the list is read again. */
  readonly contractsVersion: unknown;
  readonly paymentsVersion: unknown;
  /** Opens the pay dialog for a payout whose amount is not known. */
  readonly onPayWithDialog: (issueNumber: number) => void;
}

/**
 * For maintainers: the completed contracts not paid yet, each paid with one click when its worker is known (worker
 * and reward as the server names them), or shown with the reason nobody was paid automatically (paid, if at all,
 * through the pay dialog with a written reason); and the choice to pay every contract automatically on merge.
 */
export function PayoutsDuePanel({ contractsVersion, paymentsVersion, onPayWithDialog }: Props) {
  const desk = useService(PaymentDesk);
  const payReward = useService(PayReward);
  // The panel's own store, made with it (maintainers only), so its code loads with the panel, not the page.
  const store = useMemo(() => new PayoutsDueStore(desk, payReward), [desk, payReward]);
  const state = useObservableValue(store.state$);
  useEffect(() => store.refresh(), [store, contractsVersion, paymentsVersion]);
  const titleId = 'payouts-due-title';
  return (
    <section className="payouts-due" aria-labelledby={titleId}>
      <h2 id={titleId}>{PAYOUTS_DUE_TEXTS.title}</h2>
      <p>{PAYOUTS_DUE_TEXTS.lead}</p>
      <label className="payouts-due-auto">
        <input type="checkbox" checked={autoPayoutForAll(state)} onChange={(event) => store.chooseForAll(event.target.checked)} />
        {PAYOUTS_DUE_TEXTS.payOnMerge}
      </label>
      {state.failure === null ? null : (
        <p className="form-error" role="alert">
          {paymentErrorText(state.failure)}
        </p>
      )}
      {state.phase !== 'ready' ? (
        <p role="status">{PAYOUTS_DUE_TEXTS.loading}</p>
      ) : state.payouts.length === 0 ? (
        <p>{PAYOUTS_DUE_TEXTS.none}</p>
      ) : (
        <ul className="payouts-due-list">
          {state.payouts.map((payout) => (
            <li key={payout.issueNumber}>
              <span>{payoutContractLabel(payout.issueNumber, payout.title)}</span>
              {payout.payee === null ? <span className="payouts-due-reason">{PAYOUT_DUE_REASONS[payout.reason]}</span> : null}
              {payout.satoshis === null || payout.payee === null ? (
                <button type="button" onClick={() => onPayWithDialog(payout.issueNumber)}>
                  {PAYOUTS_DUE_TEXTS.payWithDialog}
                </button>
              ) : (
                <button type="button" className="button-primary" disabled={state.paying !== null} onClick={() => store.pay(payout)}>
                  {state.paying === payout.issueNumber ? PAYOUTS_DUE_TEXTS.paying : payNowLabel(payout.payee, formatBsv(payout.satoshis))}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

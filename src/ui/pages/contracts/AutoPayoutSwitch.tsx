import { useEffect, useMemo } from 'react';
import { AutoPayoutSwitchStore, paysOnMerge, paysOnMergeThroughAll } from '../../../application/payments/autoPayoutSwitch';
import { PaymentDesk } from '../../../ports/paymentDesk.port';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { AUTO_PAYOUT_SWITCH_TEXTS } from './autoPayoutSwitch.texts';
import { paymentErrorText } from './payDialog.texts';

/**
 * For a maintainer, in a contract's details: whether its reward is paid on merge with no click, as the server keeps
 * it, and the switch that turns it on or off for this contract (its own choice outranks the one for all).
 */
export function AutoPayoutSwitch({ issueNumber }: { readonly issueNumber: number }) {
  const desk = useService(PaymentDesk);
  const store = useMemo(() => new AutoPayoutSwitchStore(desk, issueNumber), [desk, issueNumber]);
  useEffect(() => {
    store.load();
    return () => store.cancel();
  }, [store]);
  const state = useObservableValue(store.state$);
  const ready = state.phase === 'ready';
  return (
    <div className="contract-auto-payout">
      <label>
        <input type="checkbox" checked={paysOnMerge(issueNumber, state)} disabled={!ready || state.saving} onChange={(event) => store.choose(event.target.checked)} />
        {AUTO_PAYOUT_SWITCH_TEXTS.label}
      </label>
      <p className="contract-muted" role="status">
        {!ready ? AUTO_PAYOUT_SWITCH_TEXTS.loading : state.saving ? AUTO_PAYOUT_SWITCH_TEXTS.saving : paysOnMergeThroughAll(issueNumber, state) ? AUTO_PAYOUT_SWITCH_TEXTS.throughAll : null}
      </p>
      {state.failure === null ? null : (
        <p className="form-error" role="alert">
          {paymentErrorText(state.failure)}
        </p>
      )}
    </div>
  );
}

import type { Subscription } from 'rxjs';
import { ALL_CONTRACTS, type AutoPayoutChoice } from '../../domain/payments/autoPayout';
import { formatBsv } from '../../domain/payments/bsvAmount';
import type { PayoutDue } from '../../domain/payments/payoutsDue';
import type { PaymentDesk, PaymentDeskError } from '../../ports/paymentDesk.port';
import { Store } from '../shared/store';
import type { PayReward } from './payReward';

/** What the Payouts due panel shows to a maintainer. */
export interface PayoutsDueState {
  readonly phase: 'idle' | 'loading' | 'ready';
  readonly payouts: readonly PayoutDue[];
  readonly autoPayouts: readonly AutoPayoutChoice[];
  /** The contract being paid now, if any. */
  readonly paying: number | null;
  /** Why the last load, payment or choice failed; null after a success. */
  readonly failure: PaymentDeskError | null;
}

/** Whether paying on merge is on for every contract. */
export const autoPayoutForAll = (state: Pick<PayoutsDueState, 'autoPayouts'>): boolean =>
  state.autoPayouts.some((choice) => choice.scope === ALL_CONTRACTS && choice.enabled);

/**
 * The payouts due (completed contracts with a worker and no payment, as the server lists them), paid with one click
 * through the pay use case (the worker and the reward prefilled), and the choice to pay on merge for all contracts.
 */
export class PayoutsDueStore extends Store<PayoutsDueState> {
  private requests = new Set<Subscription>();
  private loading: Subscription | null = null;

  constructor(
    private readonly desk: PaymentDesk,
    private readonly payReward: PayReward,
  ) {
    super({ phase: 'idle', payouts: [], autoPayouts: [], paying: null, failure: null });
  }

  /** Loads the payouts due again (after a change of the contracts, a payment or a choice); the newest load wins. */
  refresh(): void {
    if (this.state.phase === 'idle') this.setState({ ...this.state, phase: 'loading' });
    this.loading?.unsubscribe();
    this.loading = this.desk.due().subscribe((answer) => {
      if (answer.ok) this.setState({ ...this.state, phase: 'ready', ...answer.value, failure: null });
      else this.setState({ ...this.state, phase: 'ready', failure: answer.error });
    });
    this.track(this.loading);
  }

  /**
   * Pays `payout` its reward now (one click); a payout without a known amount or worker goes through the pay dialog
   * instead (where a maintainer writes the reason to pay someone).
   */
  pay(payout: PayoutDue): void {
    if (payout.satoshis === null || payout.payee === null || this.state.paying !== null) return;
    const request = { issueNumber: payout.issueNumber, payee: payout.payee, amount: formatBsv(payout.satoshis), note: '', idempotencyKey: this.payReward.newKey() };
    this.setState({ ...this.state, paying: payout.issueNumber, failure: null });
    this.track(
      this.payReward.execute(request).subscribe((answer) => {
        this.setState({ ...this.state, paying: null, failure: answer.ok ? null : answer.error });
        if (answer.ok) this.refresh();
      }),
    );
  }

  /** Turns paying on merge on or off for every contract. */
  chooseForAll(enabled: boolean): void {
    this.track(
      this.desk.chooseAutoPayout(null, enabled).subscribe((answer) => {
        if (!answer.ok) return this.setState({ ...this.state, failure: answer.error });
        const others = this.state.autoPayouts.filter((choice) => choice.scope !== answer.value.scope);
        this.setState({ ...this.state, autoPayouts: [answer.value, ...others], failure: null });
        // A load sent before the choice was kept would show the old one: load again.
        this.refresh();
      }),
    );
  }

  private track(subscription: Subscription): void {
    if (subscription.closed) return;
    this.requests.add(subscription);
    subscription.add(() => this.requests.delete(subscription));
  }

  override dispose(): void {
    for (const request of this.requests) request.unsubscribe();
    super.dispose();
  }
}

import type { Subscription } from 'rxjs';
import { ALL_CONTRACTS, autoPayoutFor, type AutoPayoutChoice } from '../../domain/payments/autoPayout';
import type { PaymentDesk, PaymentDeskError } from '../../ports/paymentDesk.port';
import { Store } from '../shared/store';

/** What one contract's automatic payout switch shows to a maintainer. */
export interface AutoPayoutSwitchState {
  readonly phase: 'loading' | 'ready';
  /** The choices as the server keeps them (this contract's own, and the one for all). */
  readonly choices: readonly AutoPayoutChoice[];
  /** A choice is on its way to the server. */
  readonly saving: boolean;
  /** Why the last load or choice failed; null after a success. */
  readonly failure: PaymentDeskError | null;
}

/** Whether contract `issueNumber` is paid on merge: its own choice, else the one for all. */
export const paysOnMerge = (issueNumber: number, state: Pick<AutoPayoutSwitchState, 'choices'>): boolean => autoPayoutFor(issueNumber, state.choices) !== null;

/** Whether the contract is paid on merge only through the choice for all (it has no choice of its own). */
export const paysOnMergeThroughAll = (issueNumber: number, state: Pick<AutoPayoutSwitchState, 'choices'>): boolean =>
  !state.choices.some((choice) => choice.scope === issueNumber) && state.choices.some((choice) => choice.scope === ALL_CONTRACTS && choice.enabled);

/**
 * One contract's automatic payout on merge, for a maintainer: `load()` reads the choices from the server, `choose()`
 * keeps this contract's own choice there (it outranks the one for all), and the switch shows what the server kept.
 */
export class AutoPayoutSwitchStore extends Store<AutoPayoutSwitchState> {
  private readonly requests = new Set<Subscription>();

  constructor(
    private readonly desk: PaymentDesk,
    private readonly issueNumber: number,
  ) {
    super({ phase: 'loading', choices: [], saving: false, failure: null });
  }

  load(): void {
    this.track(
      this.desk.due().subscribe((answer) => {
        if (answer.ok) this.setState({ ...this.state, phase: 'ready', choices: answer.value.autoPayouts, failure: null });
        else this.setState({ ...this.state, phase: 'ready', failure: answer.error });
      }),
    );
  }

  choose(enabled: boolean): void {
    if (this.state.saving) return;
    this.setState({ ...this.state, saving: true, failure: null });
    this.track(
      this.desk.chooseAutoPayout(this.issueNumber, enabled).subscribe((answer) => {
        if (!answer.ok) return this.setState({ ...this.state, saving: false, failure: answer.error });
        const others = this.state.choices.filter((choice) => choice.scope !== answer.value.scope);
        this.setState({ ...this.state, saving: false, choices: [answer.value, ...others], failure: null });
      }),
    );
  }

  private track(subscription: Subscription): void {
    if (subscription.closed) return;
    this.requests.add(subscription);
    subscription.add(() => this.requests.delete(subscription));
  }

  /** Abandons the requests under way (the dialog closed); a choice already sent is still kept by the server. */
  cancel(): void {
    for (const request of this.requests) request.unsubscribe();
    if (this.state.saving) this.setState({ ...this.state, saving: false });
  }

  override dispose(): void {
    this.cancel();
    super.dispose();
  }
}

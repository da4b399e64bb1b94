import type { Subscription } from 'rxjs';
import type { Payment } from '../../domain/payments/payment';
import { leaderboard, paidOut, type EarnerRow, type PaidOut } from '../../domain/payments/paymentFigures';
import type { PaymentDesk } from '../../ports/paymentDesk.port';
import { Store } from '../shared/store';

/** What the contracts and contributors pages show of payments. */
export interface PaymentsState {
  /** By issue number: at most one per contract. */
  readonly byIssue: ReadonlyMap<number, Payment>;
  readonly paidOut: PaidOut;
  readonly leaderboard: readonly EarnerRow[];
  /** Why the payments could not be loaded (the pages then show none); null when they were. */
  readonly notice: string | null;
}

const stateOf = (payments: readonly Payment[], notice: string | null): PaymentsState => ({
  byIssue: new Map(payments.map((payment) => [payment.issueNumber, payment])),
  paidOut: paidOut(payments),
  leaderboard: leaderboard(payments),
  notice,
});

/** Everyone's payments of contract rewards (public). `refresh()` loads them; `record()` shows one just made. */
export class PaymentsStore extends Store<PaymentsState> {
  private loading: Subscription | null = null;

  constructor(private readonly desk: PaymentDesk) {
    super(stateOf([], null));
  }

  /** Loads every payment again; a failure keeps what shows and says so. */
  refresh(): void {
    this.loading?.unsubscribe();
    this.loading = this.desk.list().subscribe((answer) => {
      this.loading = null;
      if (answer.ok) this.setState(stateOf(answer.value, null));
      else this.setState({ ...this.state, notice: answer.error.message });
    });
  }

  /** Shows a payment the server just answered with (paid, or pending check). */
  record(payment: Payment): void {
    const others = [...this.state.byIssue.values()].filter((known) => known.issueNumber !== payment.issueNumber);
    this.setState(stateOf([payment, ...others], this.state.notice));
  }

  override dispose(): void {
    this.loading?.unsubscribe();
    super.dispose();
  }
}

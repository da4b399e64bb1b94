import type { Subscription } from 'rxjs';
import type { Payment } from '../../domain/payments/payment';
import { leaderboard, paidOut, type EarnerRow, type PaidOut } from '../../domain/payments/paymentFigures';
import type { PaymentDesk } from '../../ports/paymentDesk.port';
import { Store } from '../shared/store';

/** What the contracts and contributors pages show of payments. */
export interface PaymentsState {
  /** The operator's repository's, by issue number: at most one per contract. */
  readonly byIssue: ReadonlyMap<number, Payment>;
  readonly paidOut: PaidOut;
  readonly leaderboard: readonly EarnerRow[];
  /** Why the payments could not be loaded (the pages then show none); null when they were. */
  readonly notice: string | null;
}

/** The figures count every repository's payments; the contracts' cards show the operator's own repository's. */
const stateOf = (payments: readonly Payment[], notice: string | null): PaymentsState => ({
  byIssue: new Map(payments.filter((payment) => payment.repository === undefined).map((payment) => [payment.issueNumber, payment])),
  paidOut: paidOut(payments),
  leaderboard: leaderboard(payments),
  notice,
});

/** Everyone's payments of contract rewards (public). `refresh()` loads them; `record()` shows one just made. */
export class PaymentsStore extends Store<PaymentsState> {
  private loading: Subscription | null = null;
  /** Every repository's payments as last loaded or recorded. */
  private payments: readonly Payment[] = [];

  constructor(private readonly desk: PaymentDesk) {
    super(stateOf([], null));
  }

  /** Loads every payment again; a failure keeps what shows and says so. */
  refresh(): void {
    this.loading?.unsubscribe();
    this.loading = this.desk.list().subscribe((answer) => {
      this.loading = null;
      if (!answer.ok) {
        this.setState({ ...this.state, notice: answer.error.message });
        return;
      }
      this.payments = answer.value;
      this.setState(stateOf(answer.value, null));
    });
  }

  /** Shows a payment the server just answered with (paid, or pending check), of the operator's repository. */
  record(payment: Payment): void {
    this.payments = [payment, ...this.payments.filter((known) => known.repository !== undefined || known.issueNumber !== payment.issueNumber)];
    this.setState(stateOf(this.payments, this.state.notice));
  }

  override dispose(): void {
    this.loading?.unsubscribe();
    super.dispose();
  }
}

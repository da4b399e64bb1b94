import type { PendingPayment, PendingPaymentDesk, PendingPaymentDeskError, PendingPaymentRefusal } from '../../ports/pendingPaymentDesk.port';
import { Store } from '../shared/store';

/** What the payer's page shows of their payments stopped at "pending check". */
export interface PendingPaymentsState {
  readonly phase: 'idle' | 'loading' | 'ready';
  readonly pending: readonly PendingPayment[];
  /** Why the last load failed (`not-signed-in` for a visitor); null after a success. */
  readonly failure: PendingPaymentDeskError | null;
}

/** What settling or releasing one answered: null when done, the server's refusal, or `failed` (no answer, or no session). */
export type PendingPaymentOutcome = PendingPaymentRefusal | 'failed' | null;

/**
 * The signed-in payer's pending payments: loaded from the server, each settled by the transaction id their wallet
 * shows or released; one done leaves the list. A payment another tab or an operator settled first is refused
 * `unknown-pending-payment`, and the list is loaded again. Answers that arrive after `dispose` are dropped.
 */
export class PendingPaymentsStore extends Store<PendingPaymentsState> {
  private disposed = false;
  private loads = 0;

  constructor(private readonly desk: PendingPaymentDesk) {
    super({ phase: 'idle', pending: [], failure: null });
  }

  /** Loads the list again; the newest load wins. */
  async list(): Promise<void> {
    const load = ++this.loads;
    if (this.state.phase === 'idle') this.setState({ ...this.state, phase: 'loading' });
    const answer = await this.desk.list();
    if (this.disposed || load !== this.loads) return;
    if (answer.ok) this.setState({ phase: 'ready', pending: answer.value, failure: null });
    else this.setState({ ...this.state, phase: 'ready', failure: answer.error });
  }

  /** Settles `id` as paid by `transactionId` (the server checks the transaction is this payment first). */
  settle(id: string, transactionId: string): Promise<PendingPaymentOutcome> {
    return this.conclude(id, this.desk.settle(id, transactionId.trim()));
  }

  /** Releases `id`: the payer says nothing left their wallet. */
  release(id: string): Promise<PendingPaymentOutcome> {
    return this.conclude(id, this.desk.release(id));
  }

  private async conclude(id: string, request: ReturnType<PendingPaymentDesk['release']>): Promise<PendingPaymentOutcome> {
    const answer = await request;
    if (this.disposed) return answer.ok ? null : 'failed';
    if (answer.ok) {
      this.setState({ ...this.state, pending: this.state.pending.filter((payment) => payment.id !== id) });
      return null;
    }
    if (answer.error.code !== 'refused') return 'failed';
    if (answer.error.reason === 'unknown-pending-payment') void this.list();
    return answer.error.reason;
  }

  override dispose(): void {
    this.disposed = true;
    super.dispose();
  }
}

import { of, tap, type Observable } from 'rxjs';
import { err, type Result } from '../../domain/shared/result';
import type { EscrowReceipt, PaymentDesk, PaymentDeskError } from '../../ports/paymentDesk.port';
import type { UserSessionStore } from '../session/userSessionStore';

/**
 * Funds a contract into escrow, or cancels its funding, from the signed-in maintainer's wallet (the server decides
 * who may, and how much: the reward's BSV). The contracts page learns the funded amount from the server's live
 * stream; a session the wallet no longer accepts ends here.
 */
export class FundBounty {
  constructor(
    private readonly desk: PaymentDesk,
    private readonly session: UserSessionStore,
  ) {}

  /** Emits once and completes: the escrow as recorded, or why not. Nothing is sent until subscribed. */
  fund(issueNumber: number, amount: string): Observable<Result<EscrowReceipt, PaymentDeskError>> {
    return this.signedIn(() => this.desk.fund(issueNumber, amount));
  }

  /** Emits once and completes: the escrow refunded to its funder, or why not. */
  cancel(issueNumber: number): Observable<Result<EscrowReceipt, PaymentDeskError>> {
    return this.signedIn(() => this.desk.cancelFunding(issueNumber));
  }

  private signedIn(send: () => Observable<Result<EscrowReceipt, PaymentDeskError>>): Observable<Result<EscrowReceipt, PaymentDeskError>> {
    if (this.session.state.session === null) return of(err<PaymentDeskError>({ code: 'not-authenticated', message: '' }));
    return send().pipe(
      tap((answer) => {
        if (!answer.ok && answer.error.code === 'authentication-expired') this.session.expire();
      }),
    );
  }
}

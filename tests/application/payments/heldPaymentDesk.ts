import { Subject, take, type Observable } from 'rxjs';
import type { AutoPayoutChoice } from '../../../src/domain/payments/autoPayout';
import type { Payment } from '../../../src/domain/payments/payment';
import type { Result } from '../../../src/domain/shared/result';
import type { EscrowReceipt, PaymentDesk, PaymentDeskError, PaymentRequest, PayoutsDueView } from '../../../src/ports/paymentDesk.port';

/** One request the desk was asked: what, with what, and the answer the test gives when it chooses. */
export interface Call {
  readonly method: 'list' | 'pay' | 'due' | 'chooseAutoPayout' | 'fund' | 'cancelFunding';
  readonly args: readonly unknown[];
  readonly answer: Subject<Result<unknown, PaymentDeskError>>;
}

/** A payment desk that answers only when the test says, so what is under way can be seen. */
export class HeldDesk implements PaymentDesk {
  readonly calls: Call[] = [];
  private held<T>(method: Call['method'], ...args: unknown[]): Observable<Result<T, PaymentDeskError>> {
    const answer = new Subject<Result<unknown, PaymentDeskError>>();
    this.calls.push({ method, args, answer });
    return (answer as Subject<Result<T, PaymentDeskError>>).pipe(take(1));
  }
  list = () => this.held<readonly Payment[]>('list');
  pay = (request: PaymentRequest) => this.held<Payment>('pay', request);
  due = () => this.held<PayoutsDueView>('due');
  chooseAutoPayout = (issueNumber: number | null, enabled: boolean) => this.held<AutoPayoutChoice>('chooseAutoPayout', issueNumber, enabled);
  fund = (issueNumber: number, amount: string) => this.held<EscrowReceipt>('fund', issueNumber, amount);
  cancelFunding = (issueNumber: number) => this.held<EscrowReceipt>('cancelFunding', issueNumber);
  /** The calls of one method, in order. */
  of = (method: Call['method']) => this.calls.filter((call) => call.method === method);
}

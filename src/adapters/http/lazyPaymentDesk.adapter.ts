import { defer, from, switchMap, type Observable } from 'rxjs';
import type { Payment } from '../../domain/payments/payment';
import type { Result } from '../../domain/shared/result';
import type { PaymentDesk, PaymentDeskError, PaymentRequest } from '../../ports/paymentDesk.port';

/**
 * A PaymentDesk whose real adapter (and its response validation) loads on first use, so it stays out of the bundle
 * every route loads. Same contract as the adapter it loads; a failed load of the code is an observable error.
 */
export class LazyPaymentDesk implements PaymentDesk {
  private loading: Promise<PaymentDesk> | null = null;

  constructor(private readonly create: () => Promise<PaymentDesk>) {}

  list(): Observable<Result<readonly Payment[], PaymentDeskError>> {
    return this.with((desk) => desk.list());
  }

  pay(request: PaymentRequest): Observable<Result<Payment, PaymentDeskError>> {
    return this.with((desk) => desk.pay(request));
  }

  private with<T>(call: (desk: PaymentDesk) => Observable<T>): Observable<T> {
    return defer(() => {
      this.loading ??= this.create().catch((error: unknown) => {
        this.loading = null;
        throw error;
      });
      return from(this.loading).pipe(switchMap(call));
    });
  }
}

import { of, tap, type Observable } from 'rxjs';
import type { Payment } from '../../domain/payments/payment';
import { isMaintainer } from '../../domain/payments/maintainers';
import { err, type Result } from '../../domain/shared/result';
import type { PaymentDesk, PaymentDeskError, PaymentRequest } from '../../ports/paymentDesk.port';
import type { Random } from '../../ports/random.port';
import type { RuntimeConfig } from '../../ports/runtimeConfig.port';
import type { UserSessionStore } from '../session/userSessionStore';
import type { PaymentsStore } from './paymentsStore';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_LENGTH = 24;

/**
 * Pays a completed contract's reward from the signed-in maintainer's wallet. Every answer the server gives is
 * shown (a recorded payment, a pending check); a session the wallet no longer accepts ends with `Authentication
 * expired, please login again`.
 */
export class PayReward {
  constructor(
    private readonly desk: PaymentDesk,
    private readonly payments: PaymentsStore,
    private readonly session: UserSessionStore,
    private readonly config: RuntimeConfig,
    private readonly random: Random,
  ) {}

  /** Whether the signed-in person may pay contracts (the server checks again). */
  canPay(): boolean {
    const handle = this.session.state.session?.profile.handle;
    return handle !== undefined && isMaintainer(handle, this.config.payments?.maintainers ?? []);
  }

  /** A fresh idempotency key: one per opened dialog, so a double click or a retry is the same payment. */
  newKey(): string {
    return Array.from({ length: KEY_LENGTH }, () => KEY_ALPHABET[Math.floor(this.random.next() * KEY_ALPHABET.length)] ?? 'A').join('');
  }

  /** Emits once and completes: the recorded payment, or why not. Nothing is sent until subscribed. */
  execute(request: PaymentRequest): Observable<Result<Payment, PaymentDeskError>> {
    // No server message here: the page words the code (the session texts).
    if (this.session.state.session === null) return of(err<PaymentDeskError>({ code: 'not-authenticated', message: '' }));
    return this.desk.pay(request).pipe(
      tap((answer) => {
        if (answer.ok) this.payments.record(answer.value);
        else if (answer.error.code === 'authentication-expired') this.session.expire();
      }),
    );
  }
}

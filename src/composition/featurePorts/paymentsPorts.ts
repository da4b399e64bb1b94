import type { Container } from 'inversify';
import { lazyPort } from '../../adapters/lazy/lazyPort';
import { PaymentDesk } from '../../ports/paymentDesk.port';
import { PendingPaymentDesk } from '../../ports/pendingPaymentDesk.port';
import { bindAdapters } from '../shellPorts';
import { lazyPendingPaymentDesk } from './pendingPaymentsPort';

/** The payments' ports: the server's payments, and the payer's payments pending check. */
export function bindPaymentsPorts(container: Container): void {
  bindAdapters(
    container,
    { paymentDesk: PaymentDesk, pendingPaymentDesk: PendingPaymentDesk },
    {
      pendingPaymentDesk: lazyPendingPaymentDesk(),
      paymentDesk: lazyPort(async () => new (await import('../paymentsAdapters')).HttpPaymentDesk(), { list: 'observable', pay: 'observable', due: 'observable', chooseAutoPayout: 'observable' }),
    },
  );
}

import type { Container } from 'inversify';
import { lazyPort } from '../../adapters/lazy/lazyPort';
import { PaymentDesk } from '../../ports/paymentDesk.port';
import { PendingPaymentDesk } from '../../ports/pendingPaymentDesk.port';
import { bindAdapters } from '../shellPorts';

/** The payments' ports: the server's payments, and the payer's payments pending check. */
export function bindPaymentsPorts(container: Container): void {
  bindAdapters(
    container,
    { paymentDesk: PaymentDesk, pendingPaymentDesk: PendingPaymentDesk },
    {
      // Inlined, not shared with the other feature's bindings: a chunk of its own would cost each page more than it.
      pendingPaymentDesk: lazyPort(async () => new (await import('../../adapters/http/httpPendingPaymentDesk.adapter')).HttpPendingPaymentDesk(), {
        list: 'promise',
        settle: 'promise',
        release: 'promise',
      }),
      paymentDesk: lazyPort(async () => new (await import('../paymentsAdapters')).HttpPaymentDesk(), { list: 'observable', pay: 'observable', due: 'observable', chooseAutoPayout: 'observable', fund: 'observable', cancelFunding: 'observable' }),
    },
  );
}

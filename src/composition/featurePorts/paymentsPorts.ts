import type { Container } from 'inversify';
import { lazyPort } from '../../adapters/lazy/lazyPort';
import { PaymentDesk } from '../../ports/paymentDesk.port';
import { bindAdapters } from '../shellPorts';

/** The payments' port: the server's payments. */
export function bindPaymentsPorts(container: Container): void {
  bindAdapters(
    container,
    { paymentDesk: PaymentDesk },
    { paymentDesk: lazyPort(async () => new (await import('../paymentsAdapters')).HttpPaymentDesk(), { list: 'observable', pay: 'observable', due: 'observable', chooseAutoPayout: 'observable' }) },
  );
}

import type { Container } from 'inversify';
import { PayReward } from '../application/payments/payReward';
import { FundBounty } from '../application/payments/fundBounty';
import { PaymentsStore } from '../application/payments/paymentsStore';
import { UserSessionStore } from '../application/session/userSessionStore';
import { PaymentDesk } from '../ports/paymentDesk.port';
import { Random } from '../ports/random.port';
import { RuntimeConfig } from '../ports/runtimeConfig.port';
import { bindService } from './resolve';

/** The payments store and the pay use case, over the PaymentDesk port. */
export function bindPayments(container: Container): void {
  bindService(container, PaymentsStore, (get) => new PaymentsStore(get(PaymentDesk)));
  bindService(container, PayReward, (get) => new PayReward(get(PaymentDesk), get(PaymentsStore), get(UserSessionStore), get(RuntimeConfig), get(Random)));
  bindService(container, FundBounty, (get) => new FundBounty(get(PaymentDesk), get(UserSessionStore)));
}

/** The browser's adapters of this feature's ports, bound by the browser's composition root with the feature. */
export { bindPaymentsPorts } from './featurePorts/paymentsPorts';

import { lazyPort } from '../../adapters/lazy/lazyPort';
import type { PendingPaymentDesk } from '../../ports/pendingPaymentDesk.port';

/**
 * The payer's payments pending check over `/api/pending-payments`, its code loaded on first use. Bound by the
 * payments feature (rewards, on /contracts) and the exchange (purchases and dividends), whichever loads first.
 */
export const lazyPendingPaymentDesk = (): PendingPaymentDesk =>
  lazyPort(async () => new (await import('../../adapters/http/httpPendingPaymentDesk.adapter')).HttpPendingPaymentDesk(), {
    list: 'promise',
    settle: 'promise',
    release: 'promise',
  });

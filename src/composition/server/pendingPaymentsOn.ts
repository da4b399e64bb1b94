import type { DatabaseConnection } from '../../adapters/database/database';
import type { SqlMarketRepository } from '../../adapters/database/sqlMarketRepository';
import { SqlPaymentRepository } from '../../adapters/database/sqlPaymentRepository';
import { SqlPendingPayments } from '../../adapters/database/sqlPendingPayments';
import { PendingPaymentWrites } from '../../application/payments/settlement/pendingPaymentWrites';
import { PendingPayments } from '../../application/payments/settlement/pendingPayments';
import type { PaymentLookup } from '../../ports/paymentLookup.port';
import type { TokenCipher } from '../../ports/tokenCipher.port';

/**
 * The settlement of pending payments on an open database: the server's routes and the operator's command
 * (`scripts/payments.ts`) build it the same way. `market` is the market's own repository (shared, so the board hears
 * a settled purchase); `lookup` null: payments can be listed and released, not settled.
 */
export function pendingPaymentsOn(
  connection: DatabaseConnection,
  market: SqlMarketRepository,
  lookup: PaymentLookup | null,
  cipher: TokenCipher,
  now: () => number,
): PendingPayments {
  return new PendingPayments(new SqlPendingPayments(connection.db), new PendingPaymentWrites(new SqlPaymentRepository(connection.db), market, (repository) => new SqlPaymentRepository(connection.db, repository)), lookup, cipher, now);
}

import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlMarketRepository } from '../../../src/adapters/database/sqlMarketRepository';
import { SqlPaymentRepository } from '../../../src/adapters/database/sqlPaymentRepository';
import { SqlPendingPayments } from '../../../src/adapters/database/sqlPendingPayments';
import { PlainTokenCipher } from '../../../src/adapters/memory/plainTokenCipher.adapter';
import { PendingPaymentWrites } from '../../../src/application/payments/settlement/pendingPaymentWrites';
import { PendingPayments } from '../../../src/application/payments/settlement/pendingPayments';
import type { PaymentLookup } from '../../../src/ports/paymentLookup.port';

/** The settlement use cases on a connection, looking payments up in `wallet`. */
export const settlementOn = (connection: DatabaseConnection, wallet: PaymentLookup, now: () => number): PendingPayments =>
  new PendingPayments(
    new SqlPendingPayments(connection.db),
    new PendingPaymentWrites(new SqlPaymentRepository(connection.db), new SqlMarketRepository(connection.db), (repository) => new SqlPaymentRepository(connection.db, repository)),
    wallet,
    new PlainTokenCipher(),
    now,
  );

/** The payer signed in, as the routes pass them. */
export const payer = (handle: string) => ({ kind: 'payer' as const, handle, authToken: `${handle}-token` });
export const OPERATOR = { kind: 'operator' as const };

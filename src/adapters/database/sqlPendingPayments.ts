import { sql, type SQL } from 'drizzle-orm';
import { pendingPaymentId } from '../../domain/payments/pendingPaymentId';
import type { PendingPaymentRecord, PendingPaymentsReader } from '../../ports/pendingPayments.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { num, rowsOf, str, strOrNull, toPurchase, type Row } from './sqlMarketRows';

const whose = (column: SQL, payer: string | null): SQL => (payer === null ? sql`TRUE` : sql`${column} = ${payer}`);

/** A pending reward: the operator's repository's (`repository` '') or a connected repository's, named apart. */
const reward = (row: Row): PendingPaymentRecord => {
  const issueNumber = num(row['issue_number']);
  const repository = str(row['repository']);
  const target = repository === '' ? { kind: 'reward' as const, issueNumber } : { kind: 'reward' as const, issueNumber, repository };
  return {
    id: pendingPaymentId(target),
    target,
    kind: 'reward',
    payer: str(row['payer']),
    receivers: [{ handle: str(row['payee']), satoshis: num(row['satoshis']) }],
    reference: str(row['idempotency_key']),
    subject: `${repository}#${issueNumber}`,
    createdAt: num(row['created_at']),
    sealedToken: strOrNull(row['payer_token_ciphertext']),
  };
};

const purchase = (row: Row): PendingPaymentRecord => {
  const stored = toPurchase(row);
  return {
    id: pendingPaymentId({ kind: 'purchase', idempotencyKey: stored.idempotencyKey }),
    target: { kind: 'purchase', idempotencyKey: stored.idempotencyKey },
    kind: 'purchase',
    payer: stored.buyer,
    receivers: stored.receivers,
    reference: stored.idempotencyKey,
    subject: `${stored.quantity} × ${stored.itemId}`,
    createdAt: stored.createdAt,
    sealedToken: stored.buyerTokenCiphertext,
  };
};

/** One pending dividend batch from its shares' rows (same distribution and batch). */
const dividendBatch = (rows: readonly Row[]): PendingPaymentRecord => {
  const first = rows[0]!;
  const idempotencyKey = str(first['distribution_key']);
  const batch = num(first['batch']);
  return {
    id: pendingPaymentId({ kind: 'dividend', idempotencyKey, batch }),
    target: { kind: 'dividend', idempotencyKey, batch },
    kind: 'dividend',
    payer: str(first['distributor']),
    receivers: rows.map((row) => ({ handle: str(row['holder']), satoshis: num(row['satoshis']) })),
    reference: `${idempotencyKey}:${batch}`,
    subject: str(first['item_id']),
    createdAt: num(first['attempted_at']),
    sealedToken: null,
  };
};

/**
 * The payments stopped at "pending check" in PostgreSQL or PGlite: pending rewards (of every repository, keyed
 * repository and issue), pending purchases and dividend batches asked for and not paid, whose lease ran out. Read only when someone asks (the payer's page, the operator's
 * command); no hot path reads it.
 */
export class SqlPendingPayments implements PendingPaymentsReader {
  constructor(private readonly db: Database) {}

  async pending(payer: string | null, now: number): Promise<readonly PendingPaymentRecord[]> {
    return guardDatabase(async () => {
      const rewards = await rowsOf(
        this.db,
        // Every repository's rewards, the operator's ('') and each connected repository's (its escrow's payouts).
        sql`SELECT * FROM payments WHERE state = 'pending-check' AND lease_until <= ${now} AND ${whose(sql`payer`, payer)} ORDER BY created_at, repository`,
      );
      const purchases = await rowsOf(
        this.db,
        sql`SELECT * FROM market_purchases WHERE state = 'pending-check' AND lease_until <= ${now} AND ${whose(sql`buyer`, payer)} ORDER BY created_at`,
      );
      const shares = await rowsOf(
        this.db,
        sql`SELECT s.distribution_key, s.batch, s.holder, s.satoshis, s.attempted_at, d.distributor, d.item_id
            FROM dividend_shares s JOIN dividend_distributions d ON d.idempotency_key = s.distribution_key
            WHERE s.attempted_at IS NOT NULL AND s.transaction_id IS NULL AND d.state <> 'paid' AND d.lease_until <= ${now}
              AND ${whose(sql`d.distributor`, payer)}
            ORDER BY s.attempted_at, s.distribution_key, s.batch, s.satoshis DESC, s.holder`,
      );
      const batches = new Map<string, Row[]>();
      for (const row of shares) {
        const key = JSON.stringify([str(row['distribution_key']), num(row['batch'])]);
        batches.set(key, [...(batches.get(key) ?? []), row]);
      }
      const all = [...rewards.map(reward), ...purchases.map(purchase), ...[...batches.values()].map(dividendBatch)];
      return all.sort((a, b) => a.createdAt - b.createdAt);
    });
  }
}

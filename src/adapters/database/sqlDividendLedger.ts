import { sql, type SQL } from 'drizzle-orm';
import type { DividendReceipt, DividendShare, StoredDistribution } from '../../ports/marketRepository.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { num, numOrNull, rowsOf, str, strOrNull, type Row } from './sqlMarketRows';

/**
 * The market's dividends in PostgreSQL or PGlite: one distribution per idempotency key with its shares (written in
 * one transaction), paid batch by batch under a lease, each batch's transaction recorded once.
 */
export class SqlDividendLedger {
  constructor(private readonly db: Database) {}

  private rows(query: SQL): Promise<Row[]> {
    return guardDatabase(() => rowsOf(this.db, query));
  }

  async beginDistribution(distribution: StoredDistribution): Promise<{ kind: 'begun' | 'exists'; distribution: StoredDistribution }> {
    const begun = await guardDatabase(() =>
      this.db.transaction(async (tx) => {
        const inserted = await rowsOf(
          tx,
          sql`INSERT INTO dividend_distributions (idempotency_key, item_id, distributor, amount_satoshis, state, created_at, lease_until)
              VALUES (${distribution.idempotencyKey}, ${distribution.itemId}, ${distribution.distributor}, ${distribution.amountSatoshis}, 'paying',
                ${distribution.createdAt}, ${distribution.leaseUntil})
              ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key`,
        );
        if (inserted.length === 0) return false;
        for (const share of distribution.shares) {
          await tx.execute(
            sql`INSERT INTO dividend_shares (distribution_key, holder, satoshis, batch) VALUES (${distribution.idempotencyKey}, ${share.holder}, ${share.satoshis}, ${share.batch})`,
          );
        }
        return true;
      }),
    );
    const stored = await this.findDistribution(distribution.idempotencyKey);
    if (stored === null) throw new Error('a distribution just written must be found');
    return { kind: begun ? 'begun' : 'exists', distribution: stored };
  }

  async findDistribution(idempotencyKey: string): Promise<StoredDistribution | null> {
    const rows = await this.rows(sql`SELECT * FROM dividend_distributions WHERE idempotency_key = ${idempotencyKey}`);
    const row = rows[0];
    if (row === undefined) return null;
    const shares = await this.rows(sql`SELECT * FROM dividend_shares WHERE distribution_key = ${idempotencyKey} ORDER BY batch, satoshis DESC, holder`);
    return {
      idempotencyKey,
      itemId: str(row['item_id']),
      distributor: str(row['distributor']),
      amountSatoshis: num(row['amount_satoshis']),
      state: str(row['state']) as StoredDistribution['state'],
      refusal: strOrNull(row['refusal']),
      createdAt: num(row['created_at']),
      leaseUntil: num(row['lease_until']),
      shares: shares.map(
        (share): DividendShare => ({
          holder: str(share['holder']),
          satoshis: num(share['satoshis']),
          batch: num(share['batch']),
          transactionId: strOrNull(share['transaction_id']),
          paidAt: numOrNull(share['paid_at']),
          attemptedAt: numOrNull(share['attempted_at']),
        }),
      ),
    };
  }

  async leaseDistribution(idempotencyKey: string, now: number, leaseUntil: number): Promise<boolean> {
    const rows = await this.rows(
      sql`UPDATE dividend_distributions SET lease_until = ${leaseUntil}, state = 'paying', refusal = NULL
          WHERE idempotency_key = ${idempotencyKey} AND state <> 'paid' AND lease_until <= ${now} RETURNING idempotency_key`,
    );
    return rows.length > 0;
  }

  async markBatchAttempted(idempotencyKey: string, batch: number, at: number): Promise<void> {
    await this.rows(sql`UPDATE dividend_shares SET attempted_at = ${at} WHERE distribution_key = ${idempotencyKey} AND batch = ${batch} AND transaction_id IS NULL`);
  }

  async unleaseDistribution(idempotencyKey: string): Promise<void> {
    await this.rows(sql`UPDATE dividend_distributions SET lease_until = 0 WHERE idempotency_key = ${idempotencyKey} AND state <> 'paid'`);
  }

  async releaseBatch(idempotencyKey: string, batch: number): Promise<boolean> {
    const rows = await this.rows(
      sql`UPDATE dividend_shares SET attempted_at = NULL
          WHERE distribution_key = ${idempotencyKey} AND batch = ${batch} AND transaction_id IS NULL AND attempted_at IS NOT NULL RETURNING holder`,
    );
    return rows.length > 0;
  }

  async settleBatch(idempotencyKey: string, batch: number, transactionId: string, paidAt: number): Promise<void> {
    await this.rows(
      sql`UPDATE dividend_shares SET transaction_id = ${transactionId}, paid_at = ${paidAt}
          WHERE distribution_key = ${idempotencyKey} AND batch = ${batch} AND transaction_id IS NULL`,
    );
  }

  async endDistribution(idempotencyKey: string, state: 'paid' | 'failed', refusal: string | null): Promise<void> {
    await this.rows(sql`UPDATE dividend_distributions SET state = ${state}, refusal = ${refusal}, lease_until = 0 WHERE idempotency_key = ${idempotencyKey}`);
  }

  async dividendsOf(holder: string): Promise<readonly DividendReceipt[]> {
    const rows = await this.rows(sql`
      SELECT d.item_id, s.satoshis, s.paid_at FROM dividend_shares s JOIN dividend_distributions d ON d.idempotency_key = s.distribution_key
      WHERE s.holder = ${holder} AND s.paid_at IS NOT NULL ORDER BY s.paid_at DESC`);
    return rows.map((row) => ({ itemId: str(row['item_id']), satoshis: num(row['satoshis']), paidAt: num(row['paid_at']) }));
  }

  async pendingDividendsOf(holder: string): Promise<readonly { readonly itemId: string; readonly satoshis: number }[]> {
    const rows = await this.rows(sql`
      SELECT d.item_id, s.satoshis FROM dividend_shares s JOIN dividend_distributions d ON d.idempotency_key = s.distribution_key
      WHERE s.holder = ${holder} AND s.paid_at IS NULL AND d.state = 'paying'`);
    return rows.map((row) => ({ itemId: str(row['item_id']), satoshis: num(row['satoshis']) }));
  }

  async dividendsPaidSince(since: number): Promise<number> {
    const rows = await this.rows(sql`SELECT COALESCE(sum(satoshis), 0) AS paid FROM dividend_shares WHERE paid_at > ${since}`);
    return num(rows[0]?.['paid']);
  }
}

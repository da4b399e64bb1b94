import { sql } from 'drizzle-orm';
import type { StoredPayment } from '../../ports/paymentRepository.port';
import type { Database } from './database';
import { payments } from './schema';
import { num, numOrNull, str, strOrNull } from './sqlMarketRows';
import { eachOrAlone, TurnBatch, type BatchOutcome } from './turnBatch';
import { turnRows } from './turnStatements';
import { unnestInsert, type UnnestColumn } from './unnestInsert';

/** The most payments one statement begins or settles. */
const MAX_BATCH = 200;

const storedPayment = (row: Record<string, unknown>): StoredPayment => ({
  issueNumber: num(row['issue_number']),
  idempotencyKey: str(row['idempotency_key']),
  payer: str(row['payer']),
  payee: str(row['payee']),
  satoshis: num(row['satoshis']),
  note: str(row['note']),
  state: str(row['state']) as StoredPayment['state'],
  transactionId: strOrNull(row['transaction_id']),
  createdAt: num(row['created_at']),
  paidAt: numOrNull(row['paid_at']),
  leaseUntil: num(row['lease_until']),
  payerTokenCiphertext: strOrNull(row['payer_token_ciphertext']),
});

/** A payment to begin: recorded `pending-check`, leased. */
export type NewPayment = Omit<StoredPayment, 'state' | 'transactionId' | 'paidAt'>;

/** The columns of a payment begun for `repository` ('' the operator's own). */
const newPaymentColumns = (repository: string): readonly UnnestColumn<NewPayment>[] => [
  { column: payments.repository, type: 'text', value: () => repository },
  { column: payments.issueNumber, type: 'integer', value: (p) => p.issueNumber },
  { column: payments.idempotencyKey, type: 'text', value: (p) => p.idempotencyKey },
  { column: payments.payer, type: 'text', value: (p) => p.payer },
  { column: payments.payee, type: 'text', value: (p) => p.payee },
  { column: payments.satoshis, type: 'bigint', value: (p) => p.satoshis },
  { column: payments.note, type: 'text', value: (p) => p.note },
  { column: payments.state, type: 'text', value: () => 'pending-check' },
  { column: payments.createdAt, type: 'bigint', value: (p) => p.createdAt },
  { column: payments.leaseUntil, type: 'bigint', value: (p) => p.leaseUntil },
  { column: payments.payerTokenCiphertext, type: 'text', value: (p) => p.payerTokenCiphertext },
];

/**
 * Payments begun together (`TurnBatch`) in one statement and one commit: each row is inserted `pending-check` unless
 * its contract or its idempotency key has a payment already (the primary key and the unique key decide, also between
 * two servers). Answers each caller's payment as inserted, or null: not inserted (a payment holds the contract or the
 * key), or sent with another payment of the same contract or key in the batch (the later one is not sent: it is
 * answered null and looks at what the first left).
 */
export class BeginPaymentBatch extends TurnBatch<NewPayment, StoredPayment | null> {
  private readonly columns: readonly UnnestColumn<NewPayment>[];

  constructor(
    private readonly db: Database,
    repository = '',
  ) {
    super(MAX_BATCH);
    this.columns = newPaymentColumns(repository);
  }

  begin(payment: NewPayment): Promise<StoredPayment | null> {
    return this.enqueue(payment);
  }

  protected async settle(batch: readonly NewPayment[]): Promise<readonly BatchOutcome<StoredPayment | null>[]> {
    const contracts = new Set<number>();
    const keys = new Set<string>();
    const sentIndexes: number[] = [];
    batch.forEach((payment, index) => {
      if (contracts.has(payment.issueNumber) || keys.has(payment.idempotencyKey)) return;
      contracts.add(payment.issueNumber);
      keys.add(payment.idempotencyKey);
      sentIndexes.push(index);
    });
    const outcomes = await eachOrAlone(
      sentIndexes.map((index) => batch[index]!),
      (sent) => this.statement(sent),
    );
    const outcomeOf = new Map(sentIndexes.map((index, position) => [index, outcomes[position]!]));
    return batch.map((_, index) => outcomeOf.get(index) ?? { answer: null });
  }

  private async statement(sent: readonly NewPayment[]): Promise<readonly (StoredPayment | null)[]> {
    const inserted = await turnRows(this.db, 'payments begun', sql`${unnestInsert(payments, this.columns, sent)} ON CONFLICT DO NOTHING RETURNING *`);
    const byContract = new Map(inserted.map((row) => [num(row['issue_number']), storedPayment(row)]));
    return sent.map((payment) => {
      const stored = byContract.get(payment.issueNumber);
      return stored !== undefined && stored.idempotencyKey === payment.idempotencyKey ? stored : null;
    });
  }
}

/** A pending payment the wallet made. */
export interface Settlement {
  readonly issueNumber: number;
  readonly transactionId: string;
  readonly paidAt: number;
}


/**
 * Settlements sent together (`TurnBatch`) in one statement and one commit: each pending payment becomes paid with its
 * transaction id, its lease and sealed token dropped. Answers each payment as it is now when this statement paid it,
 * or null (it was not pending: the caller reads it).
 */
export class SettlePaymentBatch extends TurnBatch<Settlement, StoredPayment | null> {
  constructor(
    private readonly db: Database,
    /** The payments' repository ('' the operator's own). */
    private readonly repository = '',
  ) {
    super(MAX_BATCH);
  }

  markPaid(settlement: Settlement): Promise<StoredPayment | null> {
    return this.enqueue(settlement);
  }

  protected settle(batch: readonly Settlement[]): Promise<readonly BatchOutcome<StoredPayment | null>[]> {
    return eachOrAlone(batch, (items) => this.statement(items));
  }

  private async statement(items: readonly Settlement[]): Promise<readonly (StoredPayment | null)[]> {
    // One parameter per column, holding the batch's values (`unnest`); a contract's first settlement wins.
    const column = <T>(value: (settlement: Settlement, index: number) => T) => sql.param(items.map(value));
    const rows = await turnRows(
      this.db,
      'payments settled',
      sql`UPDATE payments p SET state = 'paid', transaction_id = i.transaction_id, paid_at = i.paid_at, lease_until = 0, payer_token_ciphertext = NULL
        FROM (SELECT DISTINCT ON (issue_number) * FROM unnest(${column((s) => s.issueNumber)}::integer[], ${column((s) => s.transactionId)}::text[],
          ${column((s) => s.paidAt)}::bigint[], ${column((_, index) => index)}::integer[]) AS u(issue_number, transaction_id, paid_at, ord)
          ORDER BY issue_number, ord) i
        WHERE p.repository = ${this.repository} AND p.issue_number = i.issue_number AND p.state = 'pending-check'
        RETURNING p.*, i.ord`,
    );
    const byOrd = new Map(rows.map((row) => [num(row['ord']), storedPayment(row)]));
    return items.map((_, index) => byOrd.get(index) ?? null);
  }
}

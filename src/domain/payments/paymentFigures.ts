import type { Payment } from './payment';

/** What has been paid out: the sum and the number of paid contracts (pending checks are not counted). */
export interface PaidOut {
  readonly satoshis: number;
  readonly count: number;
}

export const paidOut = (payments: readonly Payment[]): PaidOut => {
  const paid = payments.filter((payment) => payment.state === 'paid');
  return { satoshis: paid.reduce((sum, payment) => sum + payment.satoshis, 0), count: paid.length };
};

/** One row of the contributors' leaderboard. */
export interface EarnerRow {
  readonly handle: string;
  readonly contractsPaid: number;
  readonly satoshis: number;
}

/** Paid payments per payee, most earned first (then most contracts, then handle). */
export function leaderboard(payments: readonly Payment[]): readonly EarnerRow[] {
  const rows = new Map<string, EarnerRow>();
  for (const payment of payments) {
    if (payment.state !== 'paid') continue;
    const row = rows.get(payment.payee) ?? { handle: payment.payee, contractsPaid: 0, satoshis: 0 };
    rows.set(payment.payee, { ...row, contractsPaid: row.contractsPaid + 1, satoshis: row.satoshis + payment.satoshis });
  }
  return [...rows.values()].sort(
    (a, b) => b.satoshis - a.satoshis || b.contractsPaid - a.contractsPaid || (a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0),
  );
}

/** The explorer link of a transaction: `{txid}` in the template replaced by the id, URL-encoded. */
export const explorerLink = (template: string, transactionId: string): string =>
  template.split('{txid}').join(encodeURIComponent(transactionId));

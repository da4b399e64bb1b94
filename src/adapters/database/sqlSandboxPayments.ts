import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { num, rowsOf, str, toPurchase } from './sqlMarketRows';
import { SANDBOX_ESCROW_ACCOUNT } from '../sandboxWallet/sandboxAccounts';

/** A payment made: who paid, and each receiver's satoshis. */
export interface PaymentMade {
  readonly payer: string;
  readonly receivers: readonly { readonly handle: string; readonly satoshis: number }[];
}

/**
 * Every payment the database records as made: paid purchases (buyer → seller and fee), paid dividend shares
 * (distributor → holder) and paid rewards (payer → payee). The sandbox wallet adds them up at start-up, so its
 * balances survive a restart without a ledger of their own.
 */
export async function paymentsMade(db: Database): Promise<readonly PaymentMade[]> {
  return guardDatabase(async () => {
    const purchases = await rowsOf(db, sql`SELECT * FROM market_purchases WHERE state = 'paid'`);
    const shares = await rowsOf(
      db,
      sql`SELECT d.distributor, s.holder, s.satoshis FROM dividend_shares s JOIN dividend_distributions d ON d.idempotency_key = s.distribution_key
          WHERE s.paid_at IS NOT NULL`,
    );
    const rewards = await rowsOf(db, sql`SELECT payer, payee, satoshis FROM payments WHERE state = 'paid'`);
    // Escrow: a funding confirmed moved funder → escrow; a refund escrow → funder (its payouts are rewards above).
    const escrow = await rowsOf(db, sql`SELECT funder, satoshis, state FROM escrow_ledger WHERE state <> 'funding'`);
    const escrowHandle = SANDBOX_ESCROW_ACCOUNT.handle;
    return [
      ...purchases.map((row) => {
        const purchase = toPurchase(row);
        return { payer: purchase.buyer, receivers: purchase.receivers };
      }),
      ...shares.map((row) => ({ payer: str(row['distributor']), receivers: [{ handle: str(row['holder']), satoshis: num(row['satoshis']) }] })),
      ...rewards.map((row) => ({ payer: str(row['payer']), receivers: [{ handle: str(row['payee']), satoshis: num(row['satoshis']) }] })),
      ...escrow.map((row) => ({ payer: str(row['funder']), receivers: [{ handle: escrowHandle, satoshis: num(row['satoshis']) }] })),
      ...escrow
        .filter((row) => str(row['state']) === 'refunded')
        .map((row) => ({ payer: escrowHandle, receivers: [{ handle: str(row['funder']), satoshis: num(row['satoshis']) }] })),
    ];
  });
}

import { parsePendingPaymentId } from '../../../domain/payments/pendingPaymentId';
import { checkSettlement, type SettlementMismatch } from '../../../domain/payments/settlementCheck';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { PaymentLookup } from '../../../ports/paymentLookup.port';
import type { PendingPaymentRecord, PendingPaymentsReader } from '../../../ports/pendingPayments.port';
import type { TokenCipher } from '../../../ports/tokenCipher.port';
import type { PendingPaymentWrites } from './pendingPaymentWrites';

/** A pending payment as its payer (or an operator) sees it: no sealed token. */
export type PendingPayment = Omit<PendingPaymentRecord, 'sealedToken' | 'target'>;

/**
 * Why a pending payment was not settled or released: no such pending payment of this payer
 * (`unknown-pending-payment`), a wallet call or another settlement holds it now (`payment-in-flight`), the
 * transaction id names no payment of the payer or another payment (`SettlementMismatch`), no wallet token to look it
 * up with (`no-wallet-token`), no wallet here (`wallet-not-configured`) or the wallet cannot answer now
 * (`wallet-unreachable`). Nothing is recorded in any of these cases.
 */
export type SettlementError =
  | 'unknown-pending-payment'
  | 'payment-in-flight'
  | SettlementMismatch
  | 'no-wallet-token'
  | 'wallet-not-configured'
  | 'wallet-unreachable';

/** Who acts: the payer signed in (their handle and wallet token), or an operator (any payer, the kept tokens). */
export type SettlementActor = { readonly kind: 'payer'; readonly handle: string; readonly authToken: string } | { readonly kind: 'operator' };

/** How long settling holds a pending payment while its transaction is looked up. */
const SETTLEMENT_LEASE_MS = 30_000;

const publicView = ({ sealedToken: _sealed, target: _target, ...rest }: PendingPaymentRecord): PendingPayment => rest;

/**
 * The payments stopped at "pending check", and the two ways to end one (issue 35, Build 5). Settling takes a
 * transaction id the payer sees in their wallet, looks it up in the payer's wallet (HandCash's only lookup) and
 * records the payment paid only when that payment is this one: sent by the payer, to these receivers, this amount,
 * this reference and kind in its attachment. Releasing, once the payer confirms nothing left the wallet, frees what
 * the payment held. Each holds the payment's lease while it works, so nothing else pays or settles it meanwhile.
 */
export class PendingPayments {
  constructor(
    private readonly reader: PendingPaymentsReader,
    private readonly writes: PendingPaymentWrites,
    /** Null: no wallet here; payments can be listed and released, not settled. */
    private readonly lookup: PaymentLookup | null,
    private readonly cipher: TokenCipher,
    private readonly now: () => number,
  ) {}

  /** The pending payments of the payer signed in, or everyone's for an operator, oldest first. */
  async list(actor: SettlementActor): Promise<readonly PendingPayment[]> {
    return (await this.reader.pending(actor.kind === 'payer' ? actor.handle : null, this.now())).map(publicView);
  }

  /** Verifies `transactionId` with the payer's wallet and records the payment paid. */
  async settle(actor: SettlementActor, id: string, transactionId: string): Promise<Result<PendingPayment & { readonly transactionId: string }, SettlementError>> {
    const record = await this.find(actor, id);
    if (record === null) return err('unknown-pending-payment');
    if (this.lookup === null) return err('wallet-not-configured');
    const token = actor.kind === 'payer' ? actor.authToken : record.sealedToken === null ? null : this.cipher.decrypt(record.sealedToken);
    if (token === null) return err('no-wallet-token');
    const now = this.now();
    if (!(await this.writes.take(record, now, now + SETTLEMENT_LEASE_MS))) return err('payment-in-flight');
    const found = await this.lookup.lookup(token, transactionId);
    const checked = found.ok ? checkSettlement(record, found.value) : err('wallet-unreachable' as const);
    if (!checked.ok) {
      await this.writes.giveBack(record);
      return err(checked.error);
    }
    await this.writes.settle(record, checked.value.transactionId, this.now());
    return ok({ ...publicView(record), transactionId: checked.value.transactionId });
  }

  /** Releases a pending payment the payer says never left their wallet: it may be paid again; a purchase fails. */
  async release(actor: SettlementActor, id: string): Promise<Result<PendingPayment, SettlementError>> {
    const record = await this.find(actor, id);
    if (record === null) return err('unknown-pending-payment');
    const now = this.now();
    if (!(await this.writes.take(record, now, now + SETTLEMENT_LEASE_MS))) return err('payment-in-flight');
    await this.writes.release(record);
    return ok(publicView(record));
  }

  private async find(actor: SettlementActor, id: string): Promise<PendingPaymentRecord | null> {
    if (parsePendingPaymentId(id) === null) return null;
    return (await this.reader.pending(actor.kind === 'payer' ? actor.handle : null, this.now())).find((record) => record.id === id) ?? null;
  }
}

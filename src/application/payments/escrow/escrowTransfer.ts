import { dropPending, type EscrowEntry, type EscrowRefusal } from '../../../domain/payments/escrow/escrowLedger';
import type { PaymentRefusalCode } from '../../../domain/payments/payment';
import type { Result } from '../../../domain/shared/result';
import type { EscrowLedgerRepository, StoredEscrowEntry } from '../../../ports/escrowLedger.port';
import type { PaymentGateway, PaymentIdentity } from '../../../ports/paymentGateway.port';

/** How long a wallet call holds an escrow entry: longer than the gateway's own timeout. */
export const ESCROW_LEASE_MS = 15_000;

/**
 * How a transfer into or out of escrow ended. `done`: the wallet paid (the entry as recorded); `pending-check`: the
 * wallet's answer is unknown (never read as "not paid": the entry stays pending and is reconciled with the wallet's
 * history next time); `refused`: the wallet refused, nothing moved; `not-made`: the wallet's history says it was never
 * made, so the pending step was dropped.
 */
export type EscrowTransferOutcome =
  | { readonly kind: 'done'; readonly entry: StoredEscrowEntry }
  | { readonly kind: 'pending-check'; readonly entry: StoredEscrowEntry }
  | { readonly kind: 'refused'; readonly code: PaymentRefusalCode }
  | { readonly kind: 'not-made' };

/** One pending step of an entry (`funding` or `refunding`): who pays whom, and how the ledger records it paid. */
export interface EscrowStep {
  readonly payer: string;
  readonly payee: string;
  readonly authToken: string;
  readonly reference: string;
  readonly note: string;
  readonly settle: (entry: EscrowEntry, transactionId: string, at: number) => Result<EscrowEntry, EscrowRefusal>;
}

/** The reference (the payment's attachment) of an escrow step: one per repository, issue and step. */
export const escrowReference = (step: 'fund' | 'refund', entry: Pick<EscrowEntry, 'repository' | 'issueNumber'>): string =>
  `escrow-${step}:${entry.repository}#${entry.issueNumber}`;

/**
 * Moves escrow money through a wallet exactly once. The caller recorded the pending entry (and holds its lease)
 * before asking; a timeout leaves it pending with the lease given back; a pending entry found later is first looked
 * up in the payer's wallet history, and only a payment the wallet says it did not make is dropped.
 */
export class EscrowTransfer {
  constructor(
    private readonly ledger: EscrowLedgerRepository,
    private readonly gateway: PaymentGateway,
    private readonly now: () => number,
  ) {}

  /** Asks the wallet to pay `step` for `entry`, which the caller holds (its lease). */
  async ask(entry: StoredEscrowEntry, step: EscrowStep): Promise<EscrowTransferOutcome> {
    const { payer, payee, authToken, reference, note } = step;
    const answer = await this.gateway.pay(authToken, { kind: 'reward', payer, payee, satoshis: entry.satoshis, note, reference });
    if (answer.ok) return this.settled(entry, step, answer.value.transactionId);
    if (answer.error === 'timeout' || answer.error === 'upstream') return this.unknown(entry);
    await this.drop(entry);
    return { kind: 'refused', code: answer.error };
  }

  /**
   * A pending entry found by a later request: while its lease runs, its outcome is unknown; after it, this caller takes
   * the lease and asks the payer's wallet history.
   */
  async reconcile(entry: StoredEscrowEntry, step: EscrowStep): Promise<EscrowTransferOutcome> {
    const now = this.now();
    if (entry.leaseUntil > now || !(await this.ledger.replace(entry.state, { ...entry, leaseUntil: now + ESCROW_LEASE_MS }, now))) {
      return { kind: 'pending-check', entry };
    }
    const held = { ...entry, leaseUntil: now + ESCROW_LEASE_MS };
    const identity: PaymentIdentity = { kind: 'reward', payer: step.payer, reference: step.reference };
    const history = await this.gateway.findPayment(step.authToken, identity);
    if (history.ok && history.value !== null) return this.settled(held, step, history.value.transactionId);
    if (history.ok) {
      await this.drop(held);
      return { kind: 'not-made' };
    }
    return this.unknown(held);
  }

  private async settled(entry: StoredEscrowEntry, step: EscrowStep, transactionId: string): Promise<EscrowTransferOutcome> {
    const settled = step.settle(entry, transactionId, this.now());
    if (!settled.ok) throw new Error(`an escrow step in state ${entry.state} cannot be settled: ${settled.error}`);
    const recorded: StoredEscrowEntry = { ...settled.value, leaseUntil: 0, sealedToken: null };
    await this.ledger.replace(entry.state, recorded, null);
    return { kind: 'done', entry: recorded };
  }

  private async unknown(entry: StoredEscrowEntry): Promise<EscrowTransferOutcome> {
    const pending = { ...entry, leaseUntil: 0 };
    await this.ledger.replace(entry.state, pending, null);
    return { kind: 'pending-check', entry: pending };
  }

  /** The wallet did not pay: a funding leaves no entry; a refund holds the reward again. */
  private async drop(entry: StoredEscrowEntry): Promise<void> {
    const dropped = dropPending(entry);
    if (!dropped.ok) throw new Error(`no pending escrow step to drop in state ${entry.state}`);
    if (dropped.value === null) await this.ledger.remove(entry.repository, entry.issueNumber);
    else await this.ledger.replace(entry.state, { ...dropped.value, leaseUntil: 0, sealedToken: null }, null);
  }
}

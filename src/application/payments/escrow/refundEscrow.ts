import { workerOf } from '../../../domain/contracts/payability';
import { beginRefund, settleRefund, type EscrowRefusal } from '../../../domain/payments/escrow/escrowLedger';
import { isMaintainer } from '../../../domain/payments/maintainers';
import type { PaymentRefusalCode } from '../../../domain/payments/payment';
import type { EscrowLedgerRepository, StoredEscrowEntry } from '../../../ports/escrowLedger.port';
import type { ContractJournal } from '../../contracts/contractJournal';
import type { ContractLookup } from '../../contracts/serverContracts';
import { escrowReference, type EscrowStep, type EscrowTransfer } from './escrowTransfer';
import type { EscrowWalletIdentity } from './fundContract';

/**
 * Why a refund is made: the maintainer cancelled the bounty; its issue closed without a paying merge; or its reward
 * was paid by other means (a maintainer's own payment), so the escrow goes back.
 */
export type RefundReason = 'cancelled' | 'issue-closed' | 'paid-elsewhere';

/** How a refund ended (`RefundRefusal`: `not-maintainer`, `payout-due` when the contract's worker is to be paid). */
export type RefundRefusal = 'not-maintainer' | 'payout-due' | EscrowRefusal | PaymentRefusalCode;
export type RefundOutcome =
  | { readonly kind: 'refunded'; readonly entry: StoredEscrowEntry }
  | { readonly kind: 'pending-check'; readonly entry: StoredEscrowEntry }
  | { readonly kind: 'refused'; readonly code: RefundRefusal };

/**
 * Gives a funded contract's reward back to its funder, exactly once (a use case of the server): the entry moves from
 * `held` to `refunding` (a conditional write: a payout or a second refund cannot run meanwhile) before the escrow
 * wallet is asked; a lost answer is checked against the escrow wallet's history first. The refund is kept in the
 * contract's history and told to the funder and the claimant.
 */
export class RefundEscrow {
  constructor(
    private readonly ledger: EscrowLedgerRepository,
    private readonly transfer: EscrowTransfer,
    private readonly contracts: Pick<ContractLookup, 'find'>,
    private readonly journal: Pick<ContractJournal, 'record'>,
    private readonly now: () => number,
    private readonly settings: { readonly repository: string; readonly escrow: EscrowWalletIdentity; readonly maintainers: readonly string[] },
    private readonly changed: () => Promise<void> = async () => undefined,
  ) {}

  /** A maintainer cancels a funded bounty: refused while its merged work is to be paid. */
  async cancel(maintainer: string, issueNumber: number): Promise<RefundOutcome> {
    if (!isMaintainer(maintainer, this.settings.maintainers)) return { kind: 'refused', code: 'not-maintainer' };
    const contract = await this.contracts.find(issueNumber);
    if (contract !== null && contract.status === 'completed' && workerOf(contract) !== null) return { kind: 'refused', code: 'payout-due' };
    return this.refund(issueNumber, 'cancelled');
  }

  /** Refunds contract `issueNumber`'s escrow to its funder; called again, it refunds nothing more. */
  async refund(issueNumber: number, reason: RefundReason): Promise<RefundOutcome> {
    const existing = await this.ledger.find(this.settings.repository, issueNumber);
    if (existing?.state === 'refunding') {
      const resumed = await this.transfer.reconcile(existing, this.stepOf(existing));
      if (resumed.kind === 'not-made') return this.refund(issueNumber, reason);
      return this.ended(resumed, reason);
    }
    const begun = beginRefund(existing);
    if (!begun.ok || existing === null) return { kind: 'refused', code: begun.ok ? 'not-funded' : begun.error };
    const entry: StoredEscrowEntry = { ...begun.value, leaseUntil: this.now() + 15_000, sealedToken: null };
    if (!(await this.ledger.replace('held', entry, null))) return { kind: 'refused', code: 'escrow-busy' };
    return this.ended(await this.transfer.ask(entry, this.stepOf(entry)), reason);
  }

  private stepOf(entry: StoredEscrowEntry): EscrowStep {
    const { handle, authToken } = this.settings.escrow;
    return { payer: handle, payee: entry.funder, authToken, reference: escrowReference('refund', entry), note: `Escrow refund #${entry.issueNumber}`, settle: settleRefund };
  }

  private async ended(outcome: Awaited<ReturnType<EscrowTransfer['ask']>>, reason: RefundReason): Promise<RefundOutcome> {
    if (outcome.kind === 'refused') return { kind: 'refused', code: outcome.code };
    if (outcome.kind === 'not-made') return { kind: 'refused', code: 'not-funded' };
    if (outcome.kind === 'pending-check') return { kind: 'pending-check', entry: outcome.entry };
    const { entry } = outcome;
    const contract = await this.contracts.find(entry.issueNumber);
    const detail = { satoshis: entry.satoshis, payee: entry.funder, transactionId: entry.releaseTransactionId, reason };
    const event = { issueNumber: entry.issueNumber, kind: 'escrow-refunded' as const, actor: this.settings.escrow.handle, at: this.now(), detail };
    await this.journal.record(event, [entry.funder, contract?.assignee?.claimedBy ?? null]);
    await this.changed();
    return { kind: 'refunded', entry };
  }
}

import { workerOf } from '../../../domain/contracts/payability';
import { beginPayout, dropPending, settlePayout } from '../../../domain/payments/escrow/escrowLedger';
import type { ContractNotices } from '../../../ports/contractNotices.port';
import type { EscrowLedgerRepository, StoredEscrowEntry } from '../../../ports/escrowLedger.port';
import type { ContractLookup } from '../../contracts/serverContracts';
import type { PayContract } from '../payContract';
import type { AutoPayoutOutcome } from '../autoPayout';
import type { EscrowWalletIdentity } from './fundContract';
import type { RefundEscrow } from './refundEscrow';

/** The payment key of a contract's payout from escrow: one per contract, for every delivery and every server. */
export const escrowPayoutKey = (issueNumber: number): string => `escrow-payout-issue-${issueNumber}`;

/**
 * The payment key of a connected repository's contract's payout from escrow: it names the repository, since payment
 * keys are unique across repositories (#7 of acme/tools and #7 of the operator's are two payouts).
 */
export const repositoryEscrowPayoutKey =
  (repository: string) =>
  (issueNumber: number): string =>
    `escrow-payout-${repository}#${issueNumber}`;

/**
 * How a completed contract's escrow ended: `not-funded` (nothing held: the maintainer's own automatic payout
 * decides), or the payout's outcome; `refunded` when the contract was completed without a paying merge.
 */
export type EscrowPayoutOutcome = { readonly kind: 'not-funded' } | { readonly kind: 'refunded' } | AutoPayoutOutcome;

/**
 * Pays a funded contract from escrow when it is completed (a use case of the server, run on the merge GitHub
 * reports). Under the trust rules (`workerOf`: the verified claimant authored the merged pull request) the worker is
 * paid the escrowed reward from the escrow wallet through `PayContract` and `ServerPayments`, with one payment key
 * per contract: a second delivery, or a second server, pays nothing more, and no maintainer clicks. A contract
 * completed without a paying merge (its issue closed) is refunded to its funder instead.
 */
export class PayoutFromEscrow {
  constructor(
    private readonly ledger: EscrowLedgerRepository,
    private readonly payContract: Pick<PayContract, 'pay'>,
    private readonly refunds: Pick<RefundEscrow, 'refund'>,
    private readonly contracts: Pick<ContractLookup, 'find'>,
    private readonly notices: ContractNotices,
    private readonly now: () => number,
    private readonly settings: {
      readonly repository: string;
      readonly escrow: EscrowWalletIdentity;
      /** The payout's payment key; `escrowPayoutKey` (the operator's repository) by default. */
      readonly paymentKey?: (issueNumber: number) => string;
    },
    private readonly changed: () => Promise<void> = async () => undefined,
  ) {}

  /**
   * Pays or refunds every funded contract completed while no server saw it, and resumes the releases whose wallet
   * answer was lost (run when this server takes the lead of the scheduled jobs). Returns what was done, by contract.
   */
  async catchUp(): Promise<readonly { readonly issueNumber: number; readonly outcome: EscrowPayoutOutcome }[]> {
    const open = (await this.ledger.all(this.settings.repository)).filter((entry) => entry.state === 'held' || entry.state === 'paying' || entry.state === 'refunding');
    const done = [];
    for (const { issueNumber } of open) {
      const outcome = await this.afterCompleted(issueNumber);
      if (outcome.kind !== 'off') done.push({ issueNumber, outcome });
    }
    return done;
  }

  async afterCompleted(issueNumber: number): Promise<EscrowPayoutOutcome> {
    const entry = await this.ledger.find(this.settings.repository, issueNumber);
    if (entry === null || !['held', 'paying', 'refunding'].includes(entry.state)) return { kind: 'not-funded' };
    const contract = await this.contracts.find(issueNumber);
    if (contract === null || contract.status !== 'completed') return { kind: 'off' };
    const payee = entry.state === 'paying' ? entry.payee : workerOf(contract);
    // The issue was read closed before its claimant's pull request was read merged: the payout comes with that read.
    if (payee === null && contract.pullRequest?.status === 'open') return { kind: 'off' };
    if (payee === null || entry.state === 'refunding') return this.refunded(issueNumber, 'issue-closed');
    const begun = beginPayout(entry, payee);
    if (!begun.ok) return { kind: 'failed', reason: begun.error };
    const paying: StoredEscrowEntry = { ...begun.value, leaseUntil: 0, sealedToken: null };
    if (entry.state === 'held' && !(await this.ledger.replace('held', paying, null))) return { kind: 'pending-check' };
    return this.pay(paying, payee);
  }

  private async pay(entry: StoredEscrowEntry, payee: string): Promise<EscrowPayoutOutcome> {
    const { issueNumber, satoshis } = entry;
    const { handle, authToken } = this.settings.escrow;
    const draft = { payee, satoshis, note: `#${issueNumber} from escrow`, idempotencyKey: (this.settings.paymentKey ?? escrowPayoutKey)(issueNumber) };
    const outcome = await this.payContract.pay({ payer: handle, authToken, issueNumber, draft, overrideReason: null });
    if (outcome.kind === 'pending-check') return { kind: 'pending-check' };
    if (outcome.kind === 'paid') {
      if (outcome.payment.payer.toLowerCase() !== handle.toLowerCase()) {
        // The reward was paid by a maintainer's own wallet: the escrow goes back to its funder.
        await this.holdAgain(entry);
        return this.refunded(issueNumber, 'paid-elsewhere');
      }
      const settled = settlePayout(entry, outcome.payment.transactionId ?? '', outcome.payment.paidAt ?? this.now());
      if (settled.ok) await this.ledger.replace('paying', { ...settled.value, leaseUntil: 0, sealedToken: null }, null);
      await this.changed();
      return { kind: 'paid', replayed: outcome.replayed };
    }
    const reason = outcome.kind === 'rule' ? outcome.refusal.code : outcome.kind === 'refused' ? outcome.code : 'key-reused';
    await this.holdAgain(entry);
    const notice = { to: entry.funder, kind: 'auto-payout-failed' as const, issueNumber, at: this.now(), detail: { reason, payee, satoshis } };
    await this.notices.send(notice, `escrow-payout-failed:${issueNumber}:${reason}`);
    return { kind: 'failed', reason };
  }

  private async holdAgain(entry: StoredEscrowEntry): Promise<void> {
    const held = dropPending(entry);
    if (held.ok && held.value !== null) await this.ledger.replace('paying', { ...held.value, leaseUntil: 0, sealedToken: null }, null);
  }

  private async refunded(issueNumber: number, reason: 'issue-closed' | 'paid-elsewhere'): Promise<EscrowPayoutOutcome> {
    const outcome = await this.refunds.refund(issueNumber, reason);
    if (outcome.kind === 'refunded') return { kind: 'refunded' };
    if (outcome.kind === 'pending-check') return { kind: 'pending-check' };
    return { kind: 'failed', reason: outcome.code };
  }
}

import type { ServerSettings } from '../../adapters/config/serverSettings';
import type { EscrowServices } from '../../adapters/server/escrow.routes';
import type { ContractJournal } from '../../application/contracts/contractJournal';
import type { ServerContracts } from '../../application/contracts/serverContracts';
import type { ContractFunding } from '../../application/payments/escrow/contractFunding';
import { EscrowTransfer } from '../../application/payments/escrow/escrowTransfer';
import { FundContract } from '../../application/payments/escrow/fundContract';
import { PayoutFromEscrow, repositoryEscrowPayoutKey } from '../../application/payments/escrow/payoutFromEscrow';
import { RefundEscrow } from '../../application/payments/escrow/refundEscrow';
import { PayContract } from '../../application/payments/payContract';
import type { HubServices } from './openHub';

/** One connected repository's escrow: the payout (or refund) on completion, and what funding and cancelling call. */
export interface RepositoryEscrow {
  readonly payout: PayoutFromEscrow;
  /** Refunds on completion without a paying merge, and before the repository is disconnected. */
  readonly refund: RefundEscrow;
  /** Funding and cancelling, by the repository's maintainer: the HandCash handle that connected it (checked with GitHub then). */
  servicesFor(connectedBy: string): EscrowServices;
}

/** The parts of a connected repository's desk its escrow works with. */
export interface RepositoryEscrowParts {
  readonly contracts: ServerContracts;
  readonly journal: ContractJournal | null;
  readonly funding: ContractFunding | null;
}

/**
 * The escrow of connected repository `fullName` (issue 36), under the same rules as the operator's: the ledger's
 * entries name the repository, the payout is paid through the repository's own payments (`payments.repository`,
 * migration 0030) with a payment key naming it, so each contract of each repository is paid or refunded exactly once.
 * Null when something it needs is missing (no database, wallet, escrow wallet or history): funding answers 503.
 */
export function repositoryEscrowFor(hub: HubServices | null, settings: ServerSettings, fullName: string, parts: RepositoryEscrowParts, now: () => number): RepositoryEscrow | null {
  const ledger = hub?.escrowLedger;
  const gateway = hub?.paymentGateway;
  const cipher = hub?.cipher;
  const payments = hub?.repositoryPayments?.(fullName);
  const notices = hub?.repositoryRecords?.(fullName).notices;
  const { contracts, journal, funding } = parts;
  const escrow = settings.escrow;
  if (!ledger || !gateway || !cipher || !payments || !notices || escrow === null || journal === null || funding === null) return null;
  const changed = () => funding.reload();
  const transfer = new EscrowTransfer(ledger, gateway, now);
  const bsvPerBapp = settings.browser.payments?.bsvPerBapp ?? null;
  const payContract = new PayContract(payments, contracts, journal, { now }, bsvPerBapp);
  const refundBy = (maintainers: readonly string[]) => new RefundEscrow(ledger, transfer, contracts, journal, now, { repository: fullName, escrow, maintainers }, changed);
  const refund = refundBy([]);
  const payout = new PayoutFromEscrow(ledger, payContract, refund, contracts, notices, now, { repository: fullName, escrow, paymentKey: repositoryEscrowPayoutKey(fullName) }, changed);
  return {
    payout,
    refund,
    servicesFor: (connectedBy) => ({
      fund: new FundContract(ledger, transfer, contracts, journal, cipher, now, { repository: fullName, escrow, maintainers: [connectedBy], bsvPerBapp }, changed),
      refund: refundBy([connectedBy]),
    }),
  };
}

import type { ServerSettings } from '../../adapters/config/serverSettings';
import type { ContractJournal } from '../../application/contracts/contractJournal';
import type { ContractLookup } from '../../application/contracts/serverContracts';
import type { AutoPayoutOutcome } from '../../application/payments/autoPayout';
import type { ContractFunding } from '../../application/payments/escrow/contractFunding';
import { EscrowTransfer } from '../../application/payments/escrow/escrowTransfer';
import { FundContract } from '../../application/payments/escrow/fundContract';
import { PayoutFromEscrow, type EscrowPayoutOutcome } from '../../application/payments/escrow/payoutFromEscrow';
import { RefundEscrow } from '../../application/payments/escrow/refundEscrow';
import type { PayContract } from '../../application/payments/payContract';
import type { MissedMerges } from '../../application/payments/missedMerges';
import type { HubServices } from './openHub';

/** The escrow's use cases on the server: funding and cancelling (the routes), and the payout or refund on completion. */
export interface EscrowOnServer {
  readonly fund: FundContract;
  readonly refund: RefundEscrow;
  readonly payout: PayoutFromEscrow;
}

/**
 * Builds the escrow's use cases when everything they need is here: the ledger (the database), a wallet that pays,
 * the cipher, and the escrow wallet (`ESCROW_HANDLE`, `HANDCASH_ESCROW_AUTH_TOKEN`, or the sandbox's); else null
 * (funding answers 503 `no-escrow`). Each change reloads the funded amounts the contracts' answers show.
 */
export function escrowOnServer(
  hub: HubServices,
  settings: ServerSettings,
  parts: { readonly contracts: ContractLookup; readonly journal: ContractJournal; readonly payContract: PayContract; readonly funding: ContractFunding; readonly now: () => number },
): EscrowOnServer | null {
  const { escrowLedger, paymentGateway, cipher } = hub;
  const escrow = settings.escrow;
  if (!escrowLedger || !paymentGateway || !cipher || escrow === null) return null;
  const { contracts, journal, payContract, funding, now } = parts;
  const repository = settings.browser.github.repo;
  const maintainers = settings.browser.payments?.maintainers ?? [];
  const changed = () => funding.reload();
  const transfer = new EscrowTransfer(escrowLedger, paymentGateway, now);
  const bsvPerBapp = settings.browser.payments?.bsvPerBapp ?? null;
  const fund = new FundContract(escrowLedger, transfer, contracts, journal, cipher, now, { repository, escrow, maintainers, bsvPerBapp }, changed);
  const refund = new RefundEscrow(escrowLedger, transfer, contracts, journal, now, { repository, escrow, maintainers }, changed);
  const payout = new PayoutFromEscrow(escrowLedger, payContract, refund, contracts, hub.notices, now, { repository, escrow }, changed);
  return { fund, refund, payout };
}

/**
 * What a completed contract's payout runs: the escrow's (paid from escrow, or refunded), and when the contract is not
 * funded, the maintainer's own automatic payout.
 */
export const payOnCompletion =
  (escrow: EscrowOnServer | null, autoPayout: { afterMerge(issueNumber: number): Promise<AutoPayoutOutcome> } | null) =>
  async (issueNumber: number): Promise<EscrowPayoutOutcome> => {
    const outcome = escrow === null ? ({ kind: 'not-funded' } as const) : await escrow.payout.afterCompleted(issueNumber);
    if (outcome.kind !== 'not-funded' || autoPayout === null) return outcome;
    return autoPayout.afterMerge(issueNumber);
  };

/**
 * The merges missed while no server ran, then the funded contracts completed meanwhile (paid from escrow or refunded)
 * and the escrow releases whose wallet answer was lost: both when this server takes the lead.
 */
export function withEscrowCatchUp(missed: Pick<MissedMerges, 'catchUp'>, escrow: EscrowOnServer, log: (line: string) => void): Pick<MissedMerges, 'catchUp'> {
  const catchUp: MissedMerges['catchUp'] = async () => {
    const outcome = await missed.catchUp();
    if (outcome.kind === 'waiting') return outcome;
    for (const { issueNumber, outcome: done } of await escrow.payout.catchUp()) {
      log(`Escrow: funded contract #${issueNumber}, completed while no server ran, ${done.kind === 'failed' ? `failed (${done.reason})` : done.kind}.`);
    }
    return outcome;
  };
  return { catchUp };
}

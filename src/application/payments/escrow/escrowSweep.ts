import { repositoriesToSweep } from '../../../domain/payments/escrow/escrowSweep';
import type { EscrowLedgerRepository } from '../../../ports/escrowLedger.port';
import type { ContractsView } from '../../contracts/serverContracts';
import type { EscrowPayoutOutcome, PayoutFromEscrow } from './payoutFromEscrow';

/** What the sweep needs of one connected repository: its contracts (read first) and its escrow's payout. */
export interface SweptRepository {
  readonly contracts: { current(): Promise<ContractsView> };
  readonly payout: Pick<PayoutFromEscrow, 'afterCompleted'>;
}

/**
 * What one contract's escrow came to in a sweep. Left out: `off` (nothing to do yet), `not-funded` (nothing held any
 * more: another server ended it) and `escrow-busy` (another server's release holds it).
 */
export interface SweptContract {
  readonly repository: string;
  readonly issueNumber: number;
  readonly outcome: EscrowPayoutOutcome;
}

/**
 * How a sweep ended: `swept` when every held contract was looked at and none was left with an unknown wallet answer;
 * `again` when a repository's issues were not read yet (its code host has not answered), a payout or refund is
 * still "pending check" (the wallet could not say) or another server's release held the entry (`escrow-busy`): the
 * next sweep asks again. Both list what was done.
 */
export type EscrowSweepOutcome = { readonly kind: 'swept' | 'again'; readonly contracts: readonly SweptContract[] };

/**
 * Resumes the escrow of every connected repository (a use case of the server, run by the server that leads the
 * scheduled jobs): each contract the escrow wallet still holds (`repositoriesToSweep`) goes through its repository's
 * `PayoutFromEscrow.afterCompleted`, the same path a webhook takes. A payout whose wallet answer was lost is asked
 * again under its payment key (`escrow-payout-<owner/name>#<N>`): the escrow wallet's history says paid (recorded
 * paid, nothing paid again) or not paid (paid now, once); an unknown answer stays pending. A refund is reconciled the
 * same way under its reference. The conditional writes of the ledger and the payment's lease keep two servers from
 * paying twice. The operator's repository is left to its own catch-up.
 */
export class EscrowSweep {
  constructor(
    private readonly ledger: Pick<EscrowLedgerRepository, 'open'>,
    /**
     * A connected repository's contracts and escrow; null when it is not connected or has no escrow here (left as it
     * is: a repository is disconnected only once nothing of it is held).
     */
    private readonly repositoryOf: (repository: string) => Promise<SweptRepository | null>,
    /** `owner/name` of the operator's repository (`GITHUB_REPO`). */
    private readonly operatorRepository: string,
  ) {}

  async sweep(): Promise<EscrowSweepOutcome> {
    const contracts: SweptContract[] = [];
    let again = false;
    for (const { repository, issueNumbers } of repositoriesToSweep(await this.ledger.open(), this.operatorRepository)) {
      const swept = await this.repositoryOf(repository);
      if (swept === null) continue;
      if ((await swept.contracts.current()).checkedAt === null) {
        again = true;
        continue;
      }
      for (const issueNumber of issueNumbers) {
        const outcome = await swept.payout.afterCompleted(issueNumber);
        // Unknown, or another server's release under way: looked at again. Nothing held any more: another ended it.
        const busy = outcome.kind === 'failed' && outcome.reason === 'escrow-busy';
        if (outcome.kind === 'pending-check' || busy) again = true;
        if (!busy && outcome.kind !== 'off' && outcome.kind !== 'not-funded') contracts.push({ repository, issueNumber, outcome });
      }
    }
    return { kind: again ? 'again' : 'swept', contracts };
  }
}

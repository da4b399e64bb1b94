import { missedMergePayouts } from '../../domain/payments/missedMerges';
import { payoutsDue } from '../../domain/payments/payoutsDue';
import type { AutoPayoutRepository } from '../../ports/autoPayoutRepository.port';
import type { ContractsView } from '../contracts/serverContracts';
import type { AutoPayout, AutoPayoutOutcome } from './autoPayout';
import type { ServerPayments } from './serverPayments';

/**
 * How a catch-up ended. `waiting`: the code host has not answered yet (no records to compare), try again later;
 * `caught-up`: every missed merge under automatic payout was paid, or its failure told to the maintainer.
 */
export type MissedMergesOutcome =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'caught-up'; readonly payouts: readonly { readonly issueNumber: number; readonly outcome: AutoPayoutOutcome }[] };

/**
 * Pays the merges that happened while every server was down (a use case of the server). It compares the contracts
 * completed by a paying merge with the payments recorded, and pays each one still due under automatic payout through
 * `AutoPayout.afterMerge`, as the webhook would: the same payment key per contract, so a second start, a second server
 * or a webhook arriving meanwhile pays nothing more.
 */
export class MissedMerges {
  constructor(
    private readonly contracts: { current(): Promise<ContractsView> },
    private readonly payments: Pick<ServerPayments, 'list'>,
    private readonly choices: Pick<AutoPayoutRepository, 'all'>,
    private readonly autoPayout: Pick<AutoPayout, 'afterMerge'>,
  ) {}

  async catchUp(): Promise<MissedMergesOutcome> {
    const view = await this.contracts.current();
    if (view.checkedAt === null) return { kind: 'waiting' };
    const [payments, choices] = await Promise.all([this.payments.list(), this.choices.all()]);
    const payouts = [];
    for (const issueNumber of missedMergePayouts(payoutsDue(view.contracts, payments, null), choices)) {
      payouts.push({ issueNumber, outcome: await this.autoPayout.afterMerge(issueNumber) });
    }
    return { kind: 'caught-up', payouts };
  }
}

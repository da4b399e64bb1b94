import { autoPayoutFor, type AutoPayoutChoice } from './autoPayout';
import type { PayoutDue } from './payoutsDue';

/**
 * The contracts a server pays when it starts or takes the lead of the scheduled jobs: the payouts due (completed by a
 * paying merge, with a worker and no payment recorded) that automatic payout covers. A merge seen live is paid on the
 * webhook; these are the merges no server saw (every server was down), or whose payout a stop interrupted. A contract
 * whose payout waits for a click stays due.
 */
export const missedMergePayouts = (due: readonly PayoutDue[], choices: readonly AutoPayoutChoice[]): readonly number[] =>
  due.filter((payout) => autoPayoutFor(payout.issueNumber, choices) !== null).map((payout) => payout.issueNumber);

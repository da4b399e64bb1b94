import type { RewardUnit } from '../contracts/contract';
import { isOpenStatus, type BountyListing } from './bountyListing';

/** Whole tokens by unit. */
export type RewardTotals = Readonly<Record<RewardUnit, number>>;

/** A repository's figures on `/projects`. */
export interface ProjectTotals {
  readonly openCount: number;
  readonly openReward: RewardTotals;
  /** Contracts completed by a merged pull request, and their rewards. */
  readonly completedCount: number;
  readonly completedReward: RewardTotals;
  /** Satoshis the escrow ledger holds for its contracts. */
  readonly fundedSatoshis: number;
}

const NONE: RewardTotals = { BAPP: 0, BCODE: 0 };

/** The totals of one repository's listings. */
export function projectTotals(listings: readonly BountyListing[]): ProjectTotals {
  let openCount = 0;
  let completedCount = 0;
  const openReward = { ...NONE };
  const completedReward = { ...NONE };
  let fundedSatoshis = 0;
  for (const listing of listings) {
    fundedSatoshis += listing.fundedSatoshis;
    if (isOpenStatus(listing.status)) {
      openCount += 1;
      openReward[listing.rewardUnit] += listing.rewardAmount;
    } else {
      completedCount += 1;
      completedReward[listing.rewardUnit] += listing.rewardAmount;
    }
  }
  return { openCount, openReward, completedCount, completedReward, fundedSatoshis };
}

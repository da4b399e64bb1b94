import type { ContractStatus } from '../contracts/contract';
import { isOpenStatus, type BountyListing } from './bountyListing';

export const BOUNTY_SORTS = ['reward', 'newest', 'deadline'] as const;
/** `reward`: largest first; `newest`: the highest issue number first; `deadline`: the soonest claim deadline first, unclaimed last. */
export type BountySort = (typeof BOUNTY_SORTS)[number];

/** What the bounty board asks for; an absent filter keeps everything. */
export interface BountyQuery {
  readonly repository?: string;
  /** Whole tokens, inclusive. */
  readonly minReward?: number;
  readonly maxReward?: number;
  /** A label (skill) the contract carries, any case. */
  readonly label?: string;
  /** Absent: every open status (never `completed`). */
  readonly status?: ContractStatus;
  /** Only contracts with funds in escrow. */
  readonly fundedOnly?: boolean;
  readonly sort: BountySort;
}

/** Whether `listing` passes every filter of `query`. */
export function matchesBountyQuery(listing: BountyListing, query: BountyQuery): boolean {
  const label = query.label?.trim().toLowerCase();
  return (
    (query.repository === undefined || listing.repository.toLowerCase() === query.repository.toLowerCase()) &&
    (query.minReward === undefined || listing.rewardAmount >= query.minReward) &&
    (query.maxReward === undefined || listing.rewardAmount <= query.maxReward) &&
    (label === undefined || label === '' || listing.labels.some((one) => one.trim().toLowerCase() === label)) &&
    (query.status === undefined ? isOpenStatus(listing.status) : listing.status === query.status) &&
    (query.fundedOnly !== true || listing.fundedSatoshis > 0)
  );
}

const byKey = (a: BountyListing, b: BountyListing): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

const COMPARE: Record<BountySort, (a: BountyListing, b: BountyListing) => number> = {
  reward: (a, b) => b.rewardAmount - a.rewardAmount,
  newest: (a, b) => b.issueNumber - a.issueNumber,
  deadline: (a, b) => (a.deadline ?? Number.POSITIVE_INFINITY) - (b.deadline ?? Number.POSITIVE_INFINITY),
};

/** A total order for `sort`: its own comparison, then the key (unique), so paging by position is stable. */
export const compareListings =
  (sort: BountySort) =>
  (a: BountyListing, b: BountyListing): number => {
    const first = COMPARE[sort](a, b);
    return Number.isNaN(first) || first === 0 ? byKey(a, b) : first;
  };

/** The listings `query` keeps, in its order (a new array; `listings` is not changed). */
export const selectBounties = (listings: readonly BountyListing[], query: BountyQuery): BountyListing[] =>
  listings.filter((listing) => matchesBountyQuery(listing, query)).sort(compareListings(query.sort));

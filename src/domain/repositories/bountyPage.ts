import type { BountyListing } from './bountyListing';
import type { RepositoryContractKey } from './repositoryContractKey';

/** One page of the selected listings and the key of its last listing when more follow (null: the last page). */
export interface BountyPage {
  readonly listings: readonly BountyListing[];
  readonly next: RepositoryContractKey | null;
}

/**
 * The `limit` listings of `selected` after the one keyed `after` (null: from the start); `not-listed` when that
 * listing is no longer selected (the client starts again).
 */
export function bountyPageOf(
  selected: readonly BountyListing[],
  after: RepositoryContractKey | null,
  limit: number,
  /** A listing's position in `selected` (-1: absent); a caller that keeps an index of it passes it here. */
  positionOf: (key: RepositoryContractKey) => number = (key) => selected.findIndex((listing) => listing.key === key),
): BountyPage | 'not-listed' {
  let start = 0;
  if (after !== null) {
    const index = positionOf(after);
    if (index < 0) return 'not-listed';
    start = index + 1;
  }
  const listings = selected.slice(start, start + limit);
  const last = listings.at(-1);
  return { listings, next: start + limit < selected.length && last !== undefined ? last.key : null };
}

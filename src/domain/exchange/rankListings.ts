import { RANKED_LIST_SIZE } from './exchangeRules';
import type { Listing } from './listing';

/** The first `size` listings by `score`, highest first; ties keep catalogue order (the sort is stable). */
function topBy(listings: readonly Listing[], score: (listing: Listing) => number, size: number): readonly Listing[] {
  const descending = (a: Listing, b: Listing) => (score(a) > score(b) ? -1 : score(a) < score(b) ? 1 : 0);
  return [...listings].sort(descending).slice(0, size);
}

/** The listings whose price rose most in 24 hours, largest change first (spec section 9: 3 items). */
export function topGainers(listings: readonly Listing[], size = RANKED_LIST_SIZE): readonly Listing[] {
  return topBy(listings, (listing) => listing.change24h, size);
}

/** The listings traded most in 24 hours, largest volume first (spec section 9: 3 items). */
export function topByVolume(listings: readonly Listing[], size = RANKED_LIST_SIZE): readonly Listing[] {
  return topBy(listings, (listing) => listing.volume24h, size);
}

/** The listings flagged as trending, in catalogue order (spec section 9: 3 items). */
export function trending(listings: readonly Listing[], size = RANKED_LIST_SIZE): readonly Listing[] {
  return listings.filter((listing) => listing.trending).slice(0, size);
}

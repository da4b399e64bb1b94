import { RANKED_LIST_SIZE } from './exchangeRules';
import type { Listing } from './listing';

/**
 * The first `size` listings by `score`, highest first; ties keep catalogue order. One pass over the catalogue with a
 * small sorted buffer, so a large catalogue is not sorted for three names.
 */
function topBy(listings: readonly Listing[], score: (listing: Listing) => number, size: number): readonly Listing[] {
  const top: Listing[] = [];
  if (size <= 0) return top;
  for (const listing of listings) {
    const value = score(listing);
    if (top.length === size && !(value > score(top[size - 1]!))) continue;
    // After every kept listing scoring at least as much, so earlier ties stay first.
    let at = top.length;
    while (at > 0 && score(top[at - 1]!) < value) at -= 1;
    top.splice(at, 0, listing);
    if (top.length > size) top.pop();
  }
  return top;
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
  const found: Listing[] = [];
  for (const listing of listings) {
    if (found.length >= size) break;
    if (listing.trending) found.push(listing);
  }
  return found;
}

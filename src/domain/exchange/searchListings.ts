import type { Listing } from './listing';

/**
 * The listings whose name or one of whose tags contains `query`, ignoring case and surrounding spaces,
 * in their original order. A blank query keeps every listing.
 */
export function searchListings(listings: readonly Listing[], query: string): readonly Listing[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return listings;
  const matches = (text: string) => text.toLowerCase().includes(needle);
  return listings.filter((listing) => matches(listing.name) || listing.tags.some(matches));
}

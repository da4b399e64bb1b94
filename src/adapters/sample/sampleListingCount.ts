import { SAMPLE_LISTINGS } from './sampleListings';
import { MAX_SAMPLE_LISTINGS } from './sampleCatalogue';

/** The URL query parameter that sizes the embedded default's catalogue: `/exchange?listings=10000`. */
export const SAMPLE_LISTINGS_PARAM = 'listings';

/**
 * How many listings the sample catalogue should hold, from a page's query string (`?listings=10000`): a whole
 * number from 1 to 100,000; missing or anything else gives the ten written listings.
 */
export function sampleListingCount(search: string): number {
  const text = new URLSearchParams(search).get(SAMPLE_LISTINGS_PARAM);
  if (text === null || !/^\d+$/.test(text)) return SAMPLE_LISTINGS.length;
  const count = Number(text);
  return count >= 1 && count <= MAX_SAMPLE_LISTINGS ? count : SAMPLE_LISTINGS.length;
}

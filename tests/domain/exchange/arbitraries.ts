import fc from 'fast-check';
import { listingId, type CodeType, type Listing } from '../../../src/domain/exchange/listing';

const CODE_TYPES: readonly CodeType[] = ['contract', 'library', 'app', 'snippet'];
/** A small alphabet, so random queries often hit a name or a tag. */
const word = fc.string({ unit: fc.constantFrom('a', 'B', 'c', 'D', ' ', '-'), maxLength: 8 });
const amount = fc.double({ min: 0, max: 1e6, noNaN: true });
const percent = fc.double({ min: -100, max: 1000, noNaN: true });

/** Any listing; ids are unique only when drawn through `listingsArbitrary`. */
export const listingArbitrary: fc.Arbitrary<Listing> = fc.record({
  id: fc.string().map(listingId),
  name: word,
  description: fc.string(),
  author: fc.string(),
  authorAvatar: fc.string({ maxLength: 2 }),
  price: amount,
  marketCap: amount,
  holders: fc.nat(),
  volume24h: amount,
  change24h: percent,
  codeType: fc.constantFrom(...CODE_TYPES),
  language: fc.string(),
  tags: fc.array(word, { maxLength: 4 }),
  downloads: fc.nat(),
  rating: fc.double({ min: 0, max: 5, noNaN: true }),
  revenue: amount,
  dividendYield: percent,
  lastSale: amount,
  thumbnail: fc.string({ maxLength: 2 }),
  verified: fc.boolean(),
  trending: fc.boolean(),
  featured: fc.boolean(),
});

/** A catalogue of listings with distinct ids. */
export const listingsArbitrary = fc
  .uniqueArray(listingArbitrary, { selector: (listing) => listing.id, maxLength: 15 });

/** A search query over the same alphabet as names and tags, in any case. */
export const queryArbitrary = word;

/** True when `part` is `whole` with some items left out and the rest in the same order. */
export function isSubsequence<T>(part: readonly T[], whole: readonly T[]): boolean {
  let index = 0;
  for (const item of whole) if (index < part.length && part[index] === item) index += 1;
  return index === part.length;
}

import { listingId, type Listing } from '../../domain/exchange/listing';
import { SAMPLE_LISTINGS } from './sampleListings';

/** The largest catalogue the embedded default will make. */
export const MAX_SAMPLE_LISTINGS = 100_000;

/** A deterministic number in [0, 1) for the `index`th listing and a `salt` (a small integer hash, no randomness). */
function unit(index: number, salt: number): number {
  let hash = Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
  hash ^= hash >>> 13;
  return (hash >>> 0) / 0x1_0000_0000;
}

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

/**
 * The `index`th made-up listing (index 10 and up): a variant of one of the ten written ones, numbered after its
 * name, with its own figures. Market caps fall with the index so the catalogue stays ordered by market cap.
 */
function variantListing(index: number): Listing {
  const template = SAMPLE_LISTINGS[index % SAMPLE_LISTINGS.length]!;
  const price = round(template.price * (0.5 + unit(index, 1)), 4) || 0.0001;
  const lowestWrittenCap = SAMPLE_LISTINGS[SAMPLE_LISTINGS.length - 1]!.marketCap;
  return {
    ...template,
    id: listingId(`${template.id}-${index}`),
    name: `${template.name} ${Math.floor(index / SAMPLE_LISTINGS.length) + 1}`,
    price,
    marketCap: round(lowestWrittenCap * 0.9995 ** (index - SAMPLE_LISTINGS.length + 1), 4),
    holders: 50 + Math.floor(unit(index, 2) * 3000),
    volume24h: round(unit(index, 3) * 30, 1),
    change24h: round(unit(index, 4) * 60 - 30, 1),
    downloads: Math.floor(unit(index, 5) * 20_000),
    dividendYield: round(2 + unit(index, 6) * 12, 1),
    lastSale: price,
    verified: unit(index, 7) < 0.5,
    trending: unit(index, 8) < 0.2,
    featured: false,
  };
}

/**
 * A sample catalogue of `count` listings (1 to 100,000; outside that range, clamped): the ten written listings
 * first, then made-up variants of them, all ordered by market cap.
 */
export function sampleCatalogue(count: number = SAMPLE_LISTINGS.length): readonly Listing[] {
  const size = Math.min(Math.max(Math.floor(count), 1), MAX_SAMPLE_LISTINGS);
  if (size <= SAMPLE_LISTINGS.length) return SAMPLE_LISTINGS.slice(0, size);
  return [...SAMPLE_LISTINGS, ...Array.from({ length: size - SAMPLE_LISTINGS.length }, (_, offset) => variantListing(offset + SAMPLE_LISTINGS.length))];
}

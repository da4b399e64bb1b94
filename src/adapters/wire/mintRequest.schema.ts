import * as v from 'valibot';
import { ruleCheck } from './wireFields';

/** Longest text accepted in a field; the mint's body limit bounds the whole. */
const TEXT_MAX = 4_000;
/** More files than the rules allow still parse, so the answer can say `choose at most 20 files`. */
const FILES_MAX = 100;
const text = () => v.pipe(v.string(), v.maxLength(TEXT_MAX));

/**
 * `POST /api/portfolio/items`: a mint as the page sends it: the form's text (supply and price as typed, so the
 * server checks exactly what the page checked) and each file's name, size, SHA-256 and text (kept with the item).
 */
export const MintRequest = v.object({
  name: text(),
  description: text(),
  codeType: text(),
  language: text(),
  files: v.pipe(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.minLength(1), v.maxLength(TEXT_MAX)),
        // Any whole number of bytes, even beyond 2^53, so a huge size gets the form's "too large", not a schema error.
        size: v.pipe(v.number(), v.minValue(0), ruleCheck((bytes: number) => Number.isInteger(bytes), 'not-whole-bytes')),
        sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
        // The file's text, kept with the item (at most 256 KB each, 1 MB in all: `itemFilesToKeep`); the body limit
        // of a mint (`MINT_REQUEST_BODY_BYTES`) bounds it before it is read.
        content: v.optional(v.string()),
      }),
    ),
    v.maxLength(FILES_MAX),
  ),
  supply: text(),
  price: text(),
  revenueSharePercent: v.number(),
  // Absent from pages older than royalties: none.
  royaltyPercent: v.optional(v.number(), 0),
});
export type MintRequest = v.InferOutput<typeof MintRequest>;

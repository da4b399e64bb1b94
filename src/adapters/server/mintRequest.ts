import { z } from 'zod';
import type { MintFieldError, MintPreview } from '../../domain/exchange/mintDraft';
import { validateMintDraft } from '../../domain/exchange/validateMintDraft';
import { err, ok, type Result } from '../../domain/shared/result';

/** Longest text accepted in a field; the 16 KB body limit bounds the whole. */
const TEXT_MAX = 4_000;
/** More files than the rules allow still parse, so the answer can say `choose at most 20 files`. */
const FILES_MAX = 100;

/**
 * A mint as the page sends it: the form's text (supply and price as typed, so the server checks exactly what the
 * page checked) and each file's name, size and SHA-256.
 */
export const MintRequestBody = z.object({
  name: z.string().max(TEXT_MAX),
  description: z.string().max(TEXT_MAX),
  codeType: z.string().max(TEXT_MAX),
  language: z.string().max(TEXT_MAX),
  files: z
    .array(
      z.object({
        name: z.string().min(1).max(TEXT_MAX),
        // Any whole number of bytes, even beyond 2^53, so a huge size gets the form's "too large", not a schema error.
        size: z.number().nonnegative().refine(Number.isInteger, 'not-whole-bytes'),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .max(FILES_MAX),
  supply: z.string().max(TEXT_MAX),
  price: z.string().max(TEXT_MAX),
  revenueSharePercent: z.number(),
});
export type MintRequestBody = z.infer<typeof MintRequestBody>;

/** The body checked under the page's own rules (`validateMintDraft`): what will be minted, or every refused field. */
export function previewOf(body: MintRequestBody): Result<MintPreview, readonly MintFieldError[]> {
  const checked = validateMintDraft(body);
  return checked.ok ? ok({ ...checked.value, files: body.files }) : err(checked.error);
}

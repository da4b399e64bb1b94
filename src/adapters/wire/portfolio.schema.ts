import * as v from 'valibot';
import { MINT_CODE_TYPES } from '../../domain/exchange/mintRules';

/**
 * The answers of `/api/portfolio/items`, registered for the OpenAPI document (the browser's adapter reads items field
 * by field, `codeItemAnswer.ts`, keeping what it can of a malformed one); the request is in `mintRequest.schema.ts`.
 */

/** A code NFT as the wallet keeps it; amounts in BSV, `url` the wallet's page of it (a path on the sandbox wallet). */
export const CodeItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  codeType: v.picklist(MINT_CODE_TYPES),
  language: v.string(),
  files: v.array(v.object({ name: v.string(), sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) })),
  supply: v.number(),
  price: v.number(),
  revenueSharePercent: v.number(),
  royaltyPercent: v.optional(v.number()),
  mintedAt: v.number(),
  url: v.nullable(v.string()),
});

/** `200` of `GET`: the signed-in person's items, newest first. */
export const ItemsAnswer = v.object({ success: v.literal(true), items: v.array(CodeItemSchema) });
/** `201` of `POST`: the minted item's id and page. */
export const MintedAnswer = v.object({ success: v.literal(true), item: v.object({ itemId: v.string(), url: v.nullable(v.string()) }), filesKept: v.boolean() });
/** `400 invalid-mint`: each refused field with the mint form's code (and the file it names). */
export const InvalidMintProblem = v.object({
  code: v.literal('invalid-mint'),
  errors: v.array(v.object({ field: v.string(), code: v.string(), fileName: v.optional(v.string()) })),
});

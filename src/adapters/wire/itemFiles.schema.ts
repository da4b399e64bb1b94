import * as v from 'valibot';

/** One kept code file: its name and its text. */
export const ItemFileAnswer = v.object({ name: v.pipe(v.string(), v.minLength(1)), content: v.string() });

/** `GET /api/market/items/{itemId}/files`: an item's kept code files, in the mint's order. */
export const ItemFilesAnswer = v.object({
  success: v.literal(true),
  itemId: v.string(),
  files: v.array(ItemFileAnswer),
});
export type ItemFilesAnswer = v.InferOutput<typeof ItemFilesAnswer>;

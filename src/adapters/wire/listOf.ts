import * as v from 'valibot';

/** The items of `key` in a list answer that match `item`; one malformed item is skipped, not the whole list. */
export function listOf<Item>(body: unknown, key: string, item: v.GenericSchema<unknown, Item>): readonly Item[] | undefined {
  const list = v.safeParse(v.object({ [key]: v.array(v.unknown()) }), body);
  if (!list.success) return undefined;
  return (list.output[key] as unknown[]).flatMap((candidate) => {
    const parsed = v.safeParse(item, candidate);
    return parsed.success ? [parsed.output] : [];
  });
}

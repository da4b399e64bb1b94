import type * as v from 'valibot';

type ReadOnlyDeep<T> = T extends readonly (infer Item)[]
  ? readonly ReadOnlyDeep<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: ReadOnlyDeep<T[Key]> }
    : T;

/** What a client may send for a request's schema: the schema's input, read-only all the way down. */
export type Sendable<Schema extends v.GenericSchema> = ReadOnlyDeep<v.InferInput<Schema>>;

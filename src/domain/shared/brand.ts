/** A nominal type: a `Brand<string, 'TabId'>` cannot be passed where a `Brand<string, 'ContractId'>` is expected. */
export type Brand<T, Name extends string> = T & { readonly __brand: Name };

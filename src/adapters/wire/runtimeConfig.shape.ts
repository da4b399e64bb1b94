import { REPOSITORY_NAME_PATTERN } from '../../domain/shared/repositoryName';

/**
 * The shape of `GET /api/config` (`RuntimeConfig`) stated once, as plain data: the server's valibot schema is built
 * from it (`runtimeConfig.schema.ts`, for the OpenAPI document) and the browser's guard reads it
 * (`parseRuntimeConfig`), which stays off valibot because the configuration is read on the entry path.
 */

/** One field: its kind, and for text a pattern (any non-blank text when none), for some null allowed. */
export type ConfigField =
  | { readonly kind: 'boolean' }
  | { readonly kind: 'text'; readonly pattern?: RegExp; readonly nullable?: true }
  | { readonly kind: 'choice'; readonly options: readonly string[] }
  /** A whole number from 1. */
  | { readonly kind: 'count' }
  /** A number above 0. */
  | { readonly kind: 'amount'; readonly nullable?: true }
  /** A list of texts (blank ones too). */
  | { readonly kind: 'texts' }
  | { readonly kind: 'object'; readonly fields: ConfigFields; readonly optional?: true };

export type ConfigFields = { readonly [name: string]: ConfigField };

/** What a text without a pattern must hold: a character other than white space. */
export const NOT_BLANK = /\S/;

type OrNull<F, T> = F extends { readonly nullable: true } ? T | null : T;
type IsOptional<F> = F extends { readonly optional: true } ? true : false;

/** The value a field describes. */
export type ConfigValue<F> = F extends { readonly kind: 'boolean' }
  ? boolean
  : F extends { readonly kind: 'text' }
    ? OrNull<F, string>
    : F extends { readonly kind: 'choice'; readonly options: readonly (infer Option)[] }
      ? Option
      : F extends { readonly kind: 'count' }
        ? number
        : F extends { readonly kind: 'amount' }
          ? OrNull<F, number>
          : F extends { readonly kind: 'texts' }
            ? readonly string[]
            : F extends { readonly kind: 'object'; readonly fields: infer Fields }
              ? ConfigObject<Fields>
              : never;

/** The object some fields describe, the optional ones optional. */
export type ConfigObject<Fields> = { readonly [K in keyof Fields as IsOptional<Fields[K]> extends true ? never : K]: ConfigValue<Fields[K]> } & {
  readonly [K in keyof Fields as IsOptional<Fields[K]> extends true ? K : never]?: ConfigValue<Fields[K]>;
};

export const RUNTIME_CONFIG_FIELDS = {
  mode: { kind: 'choice', options: ['embedded', 'live'] },
  editorEnabled: { kind: 'boolean' },
  github: {
    kind: 'object',
    fields: {
      apiUrl: { kind: 'text' },
      repo: { kind: 'text', pattern: REPOSITORY_NAME_PATTERN },
      webUrl: { kind: 'text' },
      gateway: { kind: 'boolean' },
      maxPages: { kind: 'count' },
    },
  },
  handcash: {
    kind: 'object',
    fields: { appId: { kind: 'text', nullable: true }, connectUrl: { kind: 'text' }, authorizeUrl: { kind: 'text' }, sandbox: { kind: 'boolean' } },
  },
  // Absent from configurations written before payments existed.
  payments: {
    kind: 'object',
    optional: true,
    fields: { maintainers: { kind: 'texts' }, bsvPerBapp: { kind: 'amount', nullable: true }, explorerTxUrl: { kind: 'text', pattern: /^https?:\/\//i } },
  },
  // Absent from configurations written before the exchange's rate setting.
  exchange: { kind: 'object', optional: true, fields: { usdPerBsv: { kind: 'amount', nullable: true } } },
} as const satisfies ConfigFields;

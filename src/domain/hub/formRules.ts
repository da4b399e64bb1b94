/** Rules shared by the hub's forms: blank text, web addresses, decimals, choices and field errors. */

import { nulCharacterError } from '../shared/storableText';

/**
 * The error code of each field that failed, in the order of the form's fields; a field that passed is absent.
 * The UI maps each code to its message (one table per feature).
 */
export type FieldErrors<Field extends string, Code extends string = string> = Partial<Readonly<Record<Field, Code>>>;

export const isBlank = (text: string): boolean => text.trim() === '';

/** The value of `values` equal to `value`, or null when there is none: a select's value checked against its choices. */
export const oneOf = <Value extends string>(values: readonly Value[], value: string): Value | null =>
  values.find((candidate) => candidate === value) ?? null;

/** An absolute http or https address with a host and no whitespace, e.g. `https://alice.dev/work`. */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

export const isHttpUrl = (text: string): boolean => HTTP_URL.test(text.trim());

/**
 * A non-negative decimal written with at most `maxDecimals` digits after the point (`12`, `0.0005`, `.5`),
 * or null for anything else (blank, negative, exponent, more decimals than allowed, too many digits for a number).
 */
export function parseDecimal(text: string, maxDecimals: number): number | null {
  const pattern = new RegExp(`^(?:\\d+(?:\\.\\d{1,${maxDecimals}})?|\\.\\d{1,${maxDecimals}})$`);
  const trimmed = text.trim();
  const value = pattern.test(trimmed) ? Number(trimmed) : null;
  return value !== null && Number.isFinite(value) ? value : null;
}

/** The non-blank items of a comma-separated list, trimmed: `'React, , Go'` gives `['React', 'Go']`. */
export const splitList = (text: string): readonly string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The failed checks as field errors, keeping the order of `checks`; a null code means the field passed. */
export function collectErrors<Field extends string, Code extends string>(
  checks: readonly (readonly [Field, Code | null])[],
): FieldErrors<Field, Code> {
  const errors: Partial<Record<Field, Code>> = {};
  for (const [field, code] of checks) if (code !== null) errors[field] = code;
  return errors;
}

/** The code when `text` is blank, else null. */
export const requireText = <Code extends string>(text: string, code: Code): Code | null => (isBlank(text) ? code : null);

/** The code a hub form gives a text field holding the NUL character (U+0000), which no kept text may hold. */
export const NUL_CHARACTER_CODE = 'nulCharacter';
export type NulCharacterCode = typeof NUL_CHARACTER_CODE;

/**
 * A text field's check: `nulCharacter` when it holds the NUL character, else `requiredCode` (when given) when it is
 * blank, else null.
 */
export const checkText = <Code extends string>(text: string, requiredCode?: Code): Code | NulCharacterCode | null =>
  nulCharacterError(text, NUL_CHARACTER_CODE) ?? (requiredCode === undefined ? null : requireText(text, requiredCode));

/** Whether a check found no error. */
export const hasNoErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length === 0;

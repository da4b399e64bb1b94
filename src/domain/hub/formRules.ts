/** Rules shared by the hub's forms: blank text, web addresses, decimals, option lists and field errors. */

/** One choice of a select or filter: the value the rules see and the label a person reads. */
export interface Option<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

/** The message for each field that failed, in the order of the form's fields; a field that passed is absent. */
export type FieldErrors<Field extends string> = Partial<Readonly<Record<Field, string>>>;

export const isBlank = (text: string): boolean => text.trim() === '';

/** The option value equal to `value`, or null when there is none. */
export const optionValue = <Value extends string>(options: readonly Option<Value>[], value: string): Value | null =>
  options.find((option) => option.value === value)?.value ?? null;

/** The label of the option with this value, or the value itself when no option has it. */
export const optionLabel = <Value extends string>(options: readonly Option<Value>[], value: string): string =>
  options.find((option) => option.value === value)?.label ?? value;

/** An absolute http or https address with a host and no whitespace, e.g. `https://alice.dev/work`. */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

export const isHttpUrl = (text: string): boolean => HTTP_URL.test(text.trim());

/**
 * A non-negative decimal written with at most `maxDecimals` digits after the point (`12`, `0.0005`, `.5`),
 * or null for anything else (blank, negative, exponent, more decimals than allowed).
 */
export function parseDecimal(text: string, maxDecimals: number): number | null {
  const pattern = new RegExp(`^(?:\\d+(?:\\.\\d{1,${maxDecimals}})?|\\.\\d{1,${maxDecimals}})$`);
  const trimmed = text.trim();
  return pattern.test(trimmed) ? Number(trimmed) : null;
}

/** The non-blank items of a comma-separated list, trimmed: `'React, , Go'` gives `['React', 'Go']`. */
export const splitList = (text: string): readonly string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The failed checks as field errors, keeping the order of `checks`; a null message means the field passed. */
export function collectErrors<Field extends string>(checks: readonly (readonly [Field, string | null])[]): FieldErrors<Field> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, message] of checks) if (message !== null) errors[field] = message;
  return errors;
}

/** The message when `text` is blank, else null. */
export const requireText = (text: string, message: string): string | null => (isBlank(text) ? message : null);

import * as v from 'valibot';
import { holdsNulCharacter } from '../../domain/shared/storableText';

/**
 * Fields of request bodies and paths that the tables keep as sent, checked for what their columns can hold, so a
 * bad value is a 400 naming its field (`parseBody`) and never a database error (a 500, and a failed batch for every
 * request sharing its statement). Fields the domain's rules check get the domain's code there instead.
 */

/** The largest value of a PostgreSQL `integer` column (int4). */
export const INTEGER_COLUMN_MAX = 2_147_483_647;

/** Facts a refusal carries beside its rule's code (`out-of-range`: `min`, `max`). */
export type RuleFacts = Readonly<Record<string, number | string>>;

/** A test that refuses with a rule's code, carrying the facts its problem answer names. */
type FactfulTest<T> = ((value: T) => boolean) & { readonly facts: RuleFacts };

/**
 * A check refusing with the rule's `code` (the problem's `code`) and `facts` beside it: the facts ride on the
 * check's requirement, which valibot puts on its issue (`factsOfIssue`).
 */
export const ruleCheck = <T>(test: (value: T) => boolean, code: string, facts: RuleFacts = {}) =>
  v.check<T, string>(Object.assign((value: T) => test(value), { facts }) satisfies FactfulTest<T>, code);

/** The facts of a refusal made by `ruleCheck`; none for any other. */
export function factsOfIssue(issue: { readonly requirement?: unknown }): RuleFacts {
  const { requirement } = issue;
  return typeof requirement === 'function' && 'facts' in requirement ? (requirement as FactfulTest<unknown>).facts : {};
}

/** Text kept as sent (a name, a handle): at most `maxLength` characters, without the NUL character (`storableText.ts`). */
export const storableText = (maxLength: number) =>
  v.pipe(
    v.string(),
    v.maxLength(maxLength),
    ruleCheck((text: string) => !holdsNulCharacter(text), 'nul-character'),
  );

/**
 * A whole number from `min` to `max` (a JSON number; fractions, and numbers past the range or not safe, refused
 * as `out-of-range` with the bounds).
 */
export const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.number(),
    ruleCheck((value: number) => Number.isInteger(value) && value >= min && value <= max, 'out-of-range', { min, max }),
  );

/** A GitHub issue number as the `integer` columns keep it (claims, payments). */
export const issueNumberField = () => wholeNumber(1, INTEGER_COLUMN_MAX);

/** Digits without sign or leading zero, at most ten (the `integer` column's largest has ten). */
const POSITIVE_DIGITS = /^[1-9]\d{0,9}$/;

/** The issue number a path segment names (`/api/claims/12`), or null when it names none the columns hold. */
export function issueNumberOfPath(text: string): number | null {
  if (!POSITIVE_DIGITS.test(text)) return null;
  const value = Number(text);
  return value <= INTEGER_COLUMN_MAX ? value : null;
}

/** The 400 problem's members for a path segment that is no issue number. */
export const ISSUE_NUMBER_PATH_PROBLEM = { field: 'issueNumber', min: 1, max: INTEGER_COLUMN_MAX } as const;

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toJsonSchema } from '../../../src/adapters/wire/jsonSchema';
import { factsOfIssue, INTEGER_COLUMN_MAX, issueNumberField, ruleCheck, storableText } from '../../../src/adapters/wire/wireFields';

const firstIssue = (schema: v.GenericSchema, value: unknown) => {
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return null;
  const [issue] = parsed.issues;
  return { message: issue.message, facts: factsOfIssue(issue) };
};

describe('the fields the tables keep as sent', () => {
  it('refuses an issue number outside the integer column, or a fraction, as out-of-range with its bounds', () => {
    const bounds = { min: 1, max: INTEGER_COLUMN_MAX };
    expect([0, 1.5, INTEGER_COLUMN_MAX + 1, 12].map((value) => firstIssue(issueNumberField(), value))).toEqual([
      { message: 'out-of-range', facts: bounds },
      { message: 'out-of-range', facts: bounds },
      { message: 'out-of-range', facts: bounds },
      null,
    ]);
  });

  it('refuses text with the NUL character as nul-character, without facts, and text too long by the library', () => {
    expect(firstIssue(storableText(5), 'a\u0000b')).toEqual({ message: 'nul-character', facts: {} });
    expect(firstIssue(storableText(5), 'abcdef')?.facts).toEqual({});
    expect(firstIssue(storableText(5), 'abcdef')?.message).not.toMatch(/^[a-z-]+$/);
  });

  it('gives no facts for a check that is not a rule check', () => {
    expect(firstIssue(v.pipe(v.string(), v.check((text) => text !== 'x', 'not-x')), 'x')).toEqual({ message: 'not-x', facts: {} });
  });

  it('documents a rule check with its code and its bounds as the range', () => {
    expect(toJsonSchema(issueNumberField())).toEqual({ type: 'number', minimum: 1, maximum: INTEGER_COLUMN_MAX, 'x-rule': 'out-of-range' });
    expect(toJsonSchema(v.pipe(v.number(), ruleCheck((n: number) => n > 0, 'positive')))).toEqual({ type: 'number', 'x-rule': 'positive' });
  });

  it('documents unions, null and emails', () => {
    expect(toJsonSchema(v.union([v.string(), v.null()]))).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
    expect(toJsonSchema(v.pipe(v.string(), v.email()))).toEqual({ type: 'string', format: 'email' });
  });
});

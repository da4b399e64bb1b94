import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toJsonSchema } from '../../../src/adapters/wire/jsonSchema';

describe('toJsonSchema: the JSON Schema of the kinds the wire schemas use', () => {
  it('describes objects, optional and nullable members, lists, records, choices, literals and the pipes’ limits', () => {
    const schema = v.object({
      name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40), v.description('Who.')),
      id: v.pipe(v.string(), v.regex(/^\d+$/)),
      age: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(150)),
      rate: v.pipe(v.number(), v.gtValue(0)),
      tags: v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(5)),
      role: v.picklist(['user', 'assistant']),
      ok: v.literal(true),
      note: v.nullable(v.string()),
      extra: v.optional(v.boolean()),
      codes: v.record(v.string(), v.string()),
      anything: v.unknown(),
      checked: v.pipe(v.string(), v.check((text) => text !== 'x', 'not-x')),
    });
    expect(toJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 40, description: 'Who.' },
        id: { type: 'string', pattern: '^\\d+$' },
        age: { type: 'integer', minimum: 0, maximum: 150 },
        rate: { type: 'number', exclusiveMinimum: 0 },
        tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 5 },
        role: { type: 'string', enum: ['user', 'assistant'] },
        ok: { const: true },
        note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        extra: { type: 'boolean' },
        codes: { type: 'object', additionalProperties: { type: 'string' } },
        anything: {},
        checked: { type: 'string', 'x-rule': 'not-x' },
      },
      required: ['name', 'id', 'age', 'rate', 'tags', 'role', 'ok', 'note', 'codes', 'anything', 'checked'],
    });
  });

  it('refuses a kind it cannot describe rather than describing it wrong', () => {
    expect(() => toJsonSchema(v.object({ when: v.date() }))).toThrow(/valibot's schema "date"/);
  });
});

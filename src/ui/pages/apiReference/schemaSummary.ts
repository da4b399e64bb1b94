import type { SchemaShape } from '../../../domain/app/apiReference';
import { SCHEMA_WORDS } from './apiReference.texts';

const isShape = (value: unknown): value is SchemaShape => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The members of an object schema, each with whether it is required, in the schema's order; none for other kinds. */
export function membersOf(schema: SchemaShape): readonly { readonly name: string; readonly schema: SchemaShape; readonly required: boolean }[] {
  const properties = isShape(schema['properties']) ? schema['properties'] : {};
  const required = Array.isArray(schema['required']) ? schema['required'] : [];
  return Object.entries(properties).flatMap(([name, member]) => (isShape(member) ? [{ name, schema: member, required: required.includes(name) }] : []));
}

/** The schema's type in words: `list of object`, `"user" or "assistant"`, `string or null`. */
export function typeOf(schema: SchemaShape): string {
  if ('const' in schema) return SCHEMA_WORDS.exactly(schema['const']);
  if (Array.isArray(schema['enum'])) return SCHEMA_WORDS.oneOf(schema['enum']);
  if (Array.isArray(schema['anyOf'])) {
    const [first, second] = schema['anyOf'] as unknown[];
    if (isShape(first) && isShape(second) && second['type'] === 'null') return SCHEMA_WORDS.orNull(typeOf(first));
  }
  if (schema['type'] === 'array' && isShape(schema['items'])) return SCHEMA_WORDS.listOf(typeOf(schema['items']));
  if (schema['type'] === 'object' && isShape(schema['additionalProperties'])) return SCHEMA_WORDS.mapOf(typeOf(schema['additionalProperties']));
  return typeof schema['type'] === 'string' ? schema['type'] : SCHEMA_WORDS.anything;
}

const LIMITS = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'exclusiveMinimum', 'maximum'] as const;

/** The schema's limits and rules in words: `at least 1 characters`, `matches ^\d+$`. */
export function limitsOf(schema: SchemaShape): readonly string[] {
  const limits = LIMITS.flatMap((keyword) => (typeof schema[keyword] === 'number' ? [SCHEMA_WORDS[keyword](schema[keyword])] : []));
  const pattern = typeof schema['pattern'] === 'string' ? [SCHEMA_WORDS.pattern(schema['pattern'])] : [];
  const rule = typeof schema['x-rule'] === 'string' ? [SCHEMA_WORDS.rule(schema['x-rule'])] : [];
  return [...limits, ...pattern, ...rule];
}

/** The object schema inside a schema (a list's item, a nullable's value), whose members to show nested. */
export function nestedObjectOf(schema: SchemaShape): SchemaShape | null {
  if (schema['type'] === 'object' && isShape(schema['properties'])) return schema;
  if (schema['type'] === 'array' && isShape(schema['items'])) return nestedObjectOf(schema['items']);
  if (Array.isArray(schema['anyOf']) && isShape(schema['anyOf'][0])) return nestedObjectOf(schema['anyOf'][0]);
  return null;
}

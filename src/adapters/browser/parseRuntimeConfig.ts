import { err, ok, type Result } from '../../domain/shared/result';
import type { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { NOT_BLANK, RUNTIME_CONFIG_FIELDS, type ConfigField, type ConfigFields, type ConfigObject } from '../wire/runtimeConfig.shape';

/** Why a configuration was refused. */
export interface RuntimeConfigError {
  readonly code: 'malformed-config';
  readonly field: string;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` is what a field other than an object describes (`runtimeConfig.shape.ts`). */
function holds(field: Exclude<ConfigField, { kind: 'object' }>, value: unknown): boolean {
  if (value === null) return 'nullable' in field;
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'text':
      return typeof value === 'string' && (field.pattern ?? NOT_BLANK).test(value);
    case 'choice':
      return field.options.includes(value as string);
    case 'count':
      return Number.isInteger(value) && (value as number) >= 1;
    case 'amount':
      return typeof value === 'number' && value > 0;
    case 'texts':
      return Array.isArray(value) && value.every((text) => typeof text === 'string');
  }
}

/** The object `fields` describe, holding only them, or the path of the first field that is wrong. */
function read(fields: ConfigFields, value: unknown, path: string): Fields | string {
  if (!isObject(value)) return path;
  const object: Fields = {};
  for (const [name, field] of Object.entries(fields)) {
    const at = path === '(root)' ? name : `${path}.${name}`;
    const member = value[name];
    if (field.kind !== 'object') {
      if (!holds(field, member)) return at;
      object[name] = member;
    } else if (member !== undefined || field.optional !== true) {
      const inner = read(field.fields, member, at);
      if (typeof inner === 'string') return inner;
      object[name] = inner;
    }
  }
  return object;
}

/**
 * Validates an untrusted value as a runtime configuration against the shape the server's schema is built from
 * (`RUNTIME_CONFIG_FIELDS`); names the first field that is wrong.
 */
export function parseRuntimeConfig(value: unknown): Result<RuntimeConfig, RuntimeConfigError> {
  const config = read(RUNTIME_CONFIG_FIELDS, value, '(root)');
  if (typeof config === 'string') return err({ code: 'malformed-config', field: config });
  const typed: RuntimeConfig = config as ConfigObject<typeof RUNTIME_CONFIG_FIELDS>;
  return ok(typed);
}

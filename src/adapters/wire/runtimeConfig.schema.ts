import * as v from 'valibot';
import type { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { NOT_BLANK, RUNTIME_CONFIG_FIELDS, type ConfigField, type ConfigFields } from './runtimeConfig.shape';

/**
 * `GET /api/config`: the runtime configuration the browser runs with (`RuntimeConfig`), for the OpenAPI document,
 * built from the shape stated once in `runtimeConfig.shape.ts`. The page reads the copy embedded in its HTML with
 * `parseRuntimeConfig`, a guard over the same shape that names the first wrong field and stays off valibot so the
 * entry chunk does not carry it.
 */

const orNull = (field: { readonly nullable?: true }, schema: v.GenericSchema): v.GenericSchema => (field.nullable === true ? v.nullable(schema) : schema);

function schemaOf(field: ConfigField): v.GenericSchema {
  switch (field.kind) {
    case 'boolean':
      return v.boolean();
    case 'text':
      return orNull(field, v.pipe(v.string(), v.regex(field.pattern ?? NOT_BLANK)));
    case 'choice':
      return v.picklist(field.options);
    case 'count':
      return v.pipe(v.number(), v.integer(), v.minValue(1));
    case 'amount':
      return orNull(field, v.pipe(v.number(), v.gtValue(0)));
    case 'texts':
      return v.array(v.string());
    case 'object':
      return field.optional === true ? v.optional(objectOf(field.fields)) : objectOf(field.fields);
  }
}

const objectOf = (fields: ConfigFields) => v.object(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, schemaOf(field)])));

export const RuntimeConfigSchema = objectOf(RUNTIME_CONFIG_FIELDS) as unknown as v.GenericSchema<unknown, RuntimeConfig>;

import type * as v from 'valibot';
import { factsOfIssue } from './wireFields';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses it) as plain data. */
export type JsonSchema = { readonly [keyword: string]: unknown };

/** What this converter reads of a valibot schema or action: its kind and the members of the kinds it knows. */
interface Node {
  readonly kind: string;
  readonly type: string;
  readonly entries?: Readonly<Record<string, Node>>;
  readonly item?: Node;
  readonly wrapped?: Node;
  readonly options?: readonly unknown[];
  readonly literal?: unknown;
  readonly key?: Node;
  readonly value?: Node;
  readonly pipe?: readonly Node[];
  readonly requirement?: unknown;
  readonly message?: unknown;
  readonly description?: string;
}

const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

function base(node: Node): JsonSchema {
  switch (node.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return { type: node.type };
    case 'unknown':
      return {};
    case 'literal':
      return { const: node.literal };
    case 'picklist':
      return { type: 'string', enum: node.options };
    case 'array':
      return { type: 'array', items: convert(node.item as Node) };
    case 'record':
      return { type: 'object', additionalProperties: convert(node.value as Node) };
    case 'null':
      return { type: 'null' };
    case 'union':
      return { anyOf: (node.options as readonly Node[]).map(convert) };
    case 'nullable':
      return { anyOf: [convert(node.wrapped as Node), { type: 'null' }] };
    case 'optional':
    case 'exact_optional':
      return convert(node.wrapped as Node);
    case 'object': {
      const entries = Object.entries(node.entries ?? {});
      return {
        type: 'object',
        properties: Object.fromEntries(entries.map(([name, entry]) => [name, convert(entry)])),
        required: entries.filter(([, entry]) => !OPTIONAL.has(entry.type)).map(([name]) => name),
      };
    }
    default:
      throw new Error(`No JSON Schema for valibot's ${node.kind} "${node.type}": add the kind to jsonSchema.ts`);
  }
}

/** The keywords an action of a pipe adds; `check` adds the rule's code it refuses with (`x-rule`). */
function action(schema: JsonSchema, step: Node): JsonSchema {
  const many = schema['type'] === 'array';
  switch (step.type) {
    case 'min_length':
      return { ...schema, [many ? 'minItems' : 'minLength']: step.requirement };
    case 'max_length':
      return { ...schema, [many ? 'maxItems' : 'maxLength']: step.requirement };
    case 'min_value':
      return { ...schema, minimum: step.requirement };
    case 'max_value':
      return { ...schema, maximum: step.requirement };
    case 'gt_value':
      return { ...schema, exclusiveMinimum: step.requirement };
    case 'integer':
    case 'safe_integer':
      return { ...schema, type: 'integer' };
    case 'regex':
      return { ...schema, pattern: (step.requirement as RegExp).source };
    case 'description':
      return { ...schema, description: step.description };
    case 'check': {
      // A `ruleCheck`'s bounds (`out-of-range`) are the JSON Schema's range.
      const { min, max } = factsOfIssue(step);
      const bounds = { ...(typeof min === 'number' ? { minimum: min } : {}), ...(typeof max === 'number' ? { maximum: max } : {}) };
      return typeof step.message === 'string' ? { ...schema, ...bounds, 'x-rule': step.message } : schema;
    }
    case 'email':
      return { ...schema, format: 'email' };
    case 'trim':
      return schema;
    default:
      throw new Error(`No JSON Schema for valibot's ${step.kind} "${step.type}": add the action to jsonSchema.ts`);
  }
}

function convert(node: Node): JsonSchema {
  const [, ...steps] = node.pipe ?? [node];
  return steps.reduce(action, base(node));
}

/**
 * The JSON Schema of a wire schema (`src/adapters/wire`), for the OpenAPI document: the kinds and actions those
 * schemas use; any other throws, so a schema the document cannot describe fails its test rather than shipping wrong.
 */
export const toJsonSchema = (schema: v.GenericSchema): JsonSchema => convert(schema as unknown as Node);

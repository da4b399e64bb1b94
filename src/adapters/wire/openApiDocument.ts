import type * as v from 'valibot';
import { toJsonSchema, type JsonSchema } from './jsonSchema';
import { ProblemSchema } from './problem.schema';

/** An HTTP method of the API, as the OpenAPI document keys it. */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One answer of an endpoint: its status and the schema of its body (none: no body), JSON unless said. */
export interface ApiAnswer {
  readonly status: number;
  readonly schema?: v.GenericSchema;
  /** The media type, when not `application/json` (the assistant's `text/event-stream`). */
  readonly mediaType?: string;
  readonly description: string;
}

/** One endpoint of the registry: what it takes, what it answers, and the codes of its refusals by status. */
export interface ApiEndpoint {
  readonly method: ApiMethod;
  /** The path, parameters as OpenAPI writes them: `/api/offers/{id}`. */
  readonly path: string;
  readonly summary: string;
  /** The query parameters, one entry each (an object of optional texts): the schema the route parses its query with. */
  readonly query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  readonly request?: v.GenericSchema;
  readonly answers: readonly ApiAnswer[];
  readonly problems: Readonly<Record<number, readonly string[]>>;
}

/**
 * How the API is authenticated: the document's security schemes, and each endpoint's requirements (an empty list:
 * none stated).
 */
export interface ApiSecurity {
  readonly schemes: Readonly<Record<string, JsonSchema>>;
  readonly of: (endpoint: ApiEndpoint) => readonly Readonly<Record<string, readonly string[]>>[];
}

/** The title and version the document announces. */
export interface ApiInfo {
  readonly title: string;
  readonly version: string;
}

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };

const pathParametersOf = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));

/** The query's entries as OpenAPI parameters: each one's schema, its description beside it as OpenAPI puts it. */
function queryParametersOf(query: v.ObjectSchema<v.ObjectEntries, undefined> | undefined): JsonSchema[] {
  if (query === undefined) return [];
  const { properties, required } = toJsonSchema(query) as { properties: Record<string, JsonSchema>; required: readonly string[] };
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(typeof description === 'string' ? { description } : {}),
    schema,
  }));
}

function operation(endpoint: ApiEndpoint, security: ApiSecurity | null): JsonSchema {
  const requirements = security?.of(endpoint) ?? [];
  const answers = endpoint.answers.map((answer) => [
    String(answer.status),
    answer.schema === undefined && answer.mediaType === undefined
      ? { description: answer.description }
      : {
          description: answer.description,
          content: { [answer.mediaType ?? 'application/json']: { schema: answer.schema === undefined ? { type: 'string' } : toJsonSchema(answer.schema) } },
        },
  ]);
  const problems = Object.entries(endpoint.problems).map(([status, codes]) => [
    status,
    {
      description: codes.join(', '),
      content: {
        'application/problem+json': {
          schema: { allOf: [PROBLEM_REF, { type: 'object', properties: { code: { type: 'string', enum: codes } } }] },
        },
      },
    },
  ]);
  const parameters = [...pathParametersOf(endpoint.path), ...queryParametersOf(endpoint.query)];
  return {
    summary: endpoint.summary,
    ...(requirements.length > 0 ? { security: requirements } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.request === undefined
      ? {}
      : { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(endpoint.request) } } } }),
    responses: Object.fromEntries([...answers, ...problems]),
  };
}

/**
 * The OpenAPI 3.1 document of `endpoints`, generated from their wire schemas (`src/adapters/wire/*.schema.ts`), the
 * same ones the routes parse with and the browser's adapters read answers with: never written by hand.
 */
export function openApiDocument(info: ApiInfo, endpoints: readonly ApiEndpoint[], security: ApiSecurity | null = null): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operation(endpoint, security) };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { schemas: { Problem: toJsonSchema(ProblemSchema) }, ...(security === null ? {} : { securitySchemes: security.schemes }) },
  };
}

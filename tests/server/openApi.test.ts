import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS, API_INFO, OPENAPI_PATH } from '../../src/adapters/server/apiEndpoints';
import { toJsonSchema } from '../../src/adapters/wire/jsonSchema';
import { openApiDocument, type ApiEndpoint } from '../../src/adapters/wire/openApiDocument';
import { BriefRequest } from '../../src/adapters/wire/postingRequests.schema';
import { OffersAnswer } from '../../src/adapters/wire/postings.schema';
import { PageNext } from '../../src/adapters/wire/pageNext.schema';
import { PageQuery } from '../../src/adapters/wire/pageQuery.schema';
import { serverFor } from './serverFixture';

type Operation = { requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
type Document = { openapi: string; info: unknown; paths: Record<string, Record<string, Operation>> };

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));

const fetchDocument = async () => {
  const response = await serverFor({}).request(OPENAPI_PATH);
  return { status: response.status, type: response.headers.get('content-type'), document: (await response.json()) as Document };
};

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3.1 document listing every registered endpoint, and only those (openApiCoverage.test.ts: every route is registered)', async () => {
    const { status, type, document } = await fetchDocument();
    expect({ status, type, openapi: document.openapi, info: document.info, operations: operations(document).sort() }).toEqual({
      status: 200,
      type: 'application/json',
      openapi: '3.1.0',
      info: API_INFO,
      operations: API_ENDPOINTS.map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`).sort(),
    });
  });

  it('takes each request and answer schema from the wire schemas the routes parse with', async () => {
    const { document } = await fetchDocument();
    const briefs = document.paths['/api/briefs']?.['post'];
    const offers = document.paths['/api/offers']?.['get'];
    expect({
      request: briefs?.requestBody?.content['application/json']?.schema,
      answer: offers?.responses['200']?.content?.['application/json']?.schema,
      refusals: Object.keys(briefs?.responses ?? {}),
    }).toEqual({ request: toJsonSchema(BriefRequest), answer: toJsonSchema(OffersAnswer), refusals: ['201', '400', '401', '404'] });
    expect(toJsonSchema(BriefRequest)).toEqual({
      type: 'object',
      properties: { offerId: { type: 'string', pattern: '^[1-9]\\d{0,15}$' }, brief: { type: 'string' } },
      required: ['offerId', 'brief'],
    });
  });

  it('describes a paged list’s `limit` and `cursor` and its answer’s `next` from the schemas the route parses and the browser reads with', async () => {
    const { document } = await fetchDocument();
    const offers = document.paths['/api/offers']?.['get'] as Operation & { parameters?: unknown[] };
    const { properties } = toJsonSchema(PageQuery) as { properties: Record<string, { description: string }> };
    const answer = offers.responses['200']?.content?.['application/json']?.schema as { properties: Record<string, unknown>; required: string[] };
    expect({ parameters: offers.parameters, next: answer.properties['next'], required: answer.required.includes('next') }).toEqual({
      parameters: [
        {
          name: 'limit',
          in: 'query',
          required: false,
          description: properties['limit']?.description,
          schema: { type: 'string', minimum: 1, maximum: 100, 'x-rule': 'out-of-range' },
        },
        { name: 'cursor', in: 'query', required: false, description: properties['cursor']?.description, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
      ],
      next: toJsonSchema(PageNext),
      required: true,
    });
    expect(Object.keys(offers.responses)).toEqual(['200', '304', '400']);
  });

  it('changes when a schema changes: the document is generated, not written', () => {
    const changed = v.object({ ...BriefRequest.entries, urgent: v.optional(v.boolean()) });
    const endpoints: ApiEndpoint[] = API_ENDPOINTS.map((endpoint) =>
      endpoint.method === 'post' && endpoint.path === '/api/briefs' ? { ...endpoint, request: changed } : endpoint,
    );
    const before = openApiDocument(API_INFO, API_ENDPOINTS) as Document;
    const after = openApiDocument(API_INFO, endpoints) as Document;
    expect(after.paths['/api/briefs']?.['post']?.requestBody?.content['application/json']?.schema).toEqual({
      type: 'object',
      properties: { offerId: { type: 'string', pattern: '^[1-9]\\d{0,15}$' }, brief: { type: 'string' }, urgent: { type: 'boolean' } },
      required: ['offerId', 'brief'],
    });
    expect({ ...after, paths: { ...after.paths, '/api/briefs': before.paths['/api/briefs'] } }).toEqual(before);
  });
});

import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { HttpApiReference } from '../../src/adapters/http/httpApiReference.adapter';
import { API_ENDPOINTS, API_INFO } from '../../src/adapters/server/apiEndpoints';
import { openApiDocument } from '../../src/adapters/wire/openApiDocument';
import { stubFetch } from '../support/stubFetch';

describe('the HTTP API reference', () => {
  it('reads the server’s OpenAPI document: each operation with its request, answers and problem codes', async () => {
    const calls = stubFetch(async () => Response.json(openApiDocument(API_INFO, API_ENDPOINTS)));
    const result = await firstValueFrom(new HttpApiReference().read());
    if (!result.ok) throw new Error('refused');
    const signOut = result.value.operations.find((operation) => operation.method === 'DELETE' && operation.path === '/api/session');
    const sendBrief = result.value.operations.find((operation) => operation.method === 'POST' && operation.path === '/api/briefs');
    const inbox = result.value.operations.find((operation) => operation.method === 'GET' && operation.path === '/api/briefs');
    const history = result.value.operations.find((operation) => operation.path === '/api/contracts/{issueNumber}/history');
    expect({
      url: calls[0]?.url,
      count: result.value.operations.length,
      signOut,
      briefProblems: sendBrief?.problems,
      briefAnswer: sendBrief?.answers.map((answer) => [answer.status, answer.mediaType]),
      inboxParameters: inbox?.parameters.map((parameter) => [parameter.name, parameter.place, parameter.required, parameter.schema['type'], parameter.description !== null]),
      historyParameters: history?.parameters,
    }).toEqual({
      url: '/api/openapi.json',
      count: API_ENDPOINTS.length,
      signOut: { method: 'DELETE', path: '/api/session', summary: expect.any(String) as unknown, parameters: [], request: null, answers: [{ status: '204', description: 'Signed out.', mediaType: null, schema: null }], problems: [] },
      briefProblems: [
        { status: '400', codes: ['not-json', 'invalid-field', 'not-an-offer-id', 'invalid-fields'] },
        { status: '401', codes: ['not-authenticated', 'authentication-expired'] },
        { status: '404', codes: ['offer-not-found'] },
      ],
      briefAnswer: [['201', 'application/json']],
      inboxParameters: [
        ['limit', 'query', false, 'string', true],
        ['cursor', 'query', false, 'string', true],
      ],
      historyParameters: [{ name: 'issueNumber', place: 'path', required: true, description: null, schema: { type: 'string' } }],
    });
  });

  it.each([
    ['a document of another shape', async () => Response.json({ openapi: '3.1.0', paths: [] }), 'malformed-response'],
    ['a failure', async () => Response.json({}, { status: 503 }), 'unavailable'],
    ['no answer', () => Promise.reject(new TypeError('offline')), 'unavailable'],
  ] as const)('refuses %s', async (_what, answer, code) => {
    stubFetch(answer);
    expect(await firstValueFrom(new HttpApiReference().read())).toEqual({ ok: false, error: { code } });
  });
});

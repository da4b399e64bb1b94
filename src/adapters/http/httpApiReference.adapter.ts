import { map, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { ApiReference, ApiReferenceOperation } from '../../domain/app/apiReference';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Catalog } from '../../ports/catalog.port';
import type { CatalogError } from '../../ports/catalogError';
import { OpenApiDocumentSchema, ProblemCodesSchema } from '../wire/openApiDocument.schema';
import { API_PATHS } from './apiPaths';
import { jsonRequest } from './jsonRequest';

type OpenApiDocument = v.InferOutput<typeof OpenApiDocumentSchema>;
type Operation = OpenApiDocument['paths'][string][string];

const PROBLEM_MEDIA_TYPE = 'application/problem+json';

function operationOf(method: string, path: string, operation: Operation): ApiReferenceOperation {
  const responses = Object.entries(operation.responses);
  return {
    method: method.toUpperCase(),
    path,
    summary: operation.summary,
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      place: parameter.in,
      required: parameter.required ?? false,
      description: parameter.description ?? null,
      schema: parameter.schema ?? {},
    })),
    request: operation.requestBody?.content['application/json']?.schema ?? null,
    answers: responses
      .filter(([, response]) => response.content?.[PROBLEM_MEDIA_TYPE] === undefined)
      .map(([status, response]) => {
        const [mediaType, content] = Object.entries(response.content ?? {})[0] ?? [null, undefined];
        return { status, description: response.description, mediaType, schema: content?.schema ?? null };
      }),
    ...(operation.security === undefined
      ? {}
      : { security: operation.security.flatMap((requirement) => Object.entries(requirement).map(([scheme, scopes]) => ({ scheme, scopes }))) }),
    problems: responses.flatMap(([status, response]) => {
      const problem = v.safeParse(ProblemCodesSchema, response.content?.[PROBLEM_MEDIA_TYPE]?.schema);
      const codes = problem.success ? problem.output.allOf.flatMap((part) => part.properties?.code?.enum ?? []) : [];
      return codes.length > 0 ? [{ status, codes }] : [];
    }),
  };
}

/** The page's view of an OpenAPI document: its operations in the document's order. */
export const apiReferenceOf = (document: OpenApiDocument): ApiReference => ({
  title: document.info.title,
  version: document.info.version,
  schemes: Object.entries(document.components?.securitySchemes ?? {}).map(([name, scheme]) => ({
    name,
    kind: scheme.type === 'http' ? `http ${scheme.scheme ?? ''}`.trim() : `${scheme.type} in ${scheme.in ?? '?'} ${scheme.name ?? ''}`.trim(),
    description: scheme.description ?? '',
  })),
  operations: Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => operationOf(method, path, operation)),
  ),
});

/** The API reference from the app's server (`GET /api/openapi.json`), read with the document's schema. */
export class HttpApiReference implements Catalog<ApiReference> {
  read(): Observable<Result<ApiReference, CatalogError>> {
    return jsonRequest('GET', API_PATHS.openApi).pipe(
      map((answer): Result<ApiReference, CatalogError> => {
        if (!answer.ok || answer.value.status !== 200) return err({ code: 'unavailable' });
        const document = v.safeParse(OpenApiDocumentSchema, answer.value.body);
        return document.success ? ok(apiReferenceOf(document.output)) : err({ code: 'malformed-response' });
      }),
    );
  }
}

import { Hono } from 'hono';
import { openApiDocument, type ApiEndpoint, type ApiInfo, type ApiSecurity } from '../wire/openApiDocument';

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of `endpoints` (`apiEndpoints.ts`), generated once from their
 * wire schemas when the server starts.
 */
export function openApiRoutes(info: ApiInfo, endpoints: readonly ApiEndpoint[], security: ApiSecurity | null = null): Hono {
  const document = openApiDocument(info, endpoints, security);
  const routes = new Hono();
  routes.get('/', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(document);
  });
  return routes;
}

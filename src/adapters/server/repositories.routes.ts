import { Hono, type Context } from 'hono';
import type { ConnectRepositoryError, DisconnectRepositoryError, RepositoryConnections } from '../../application/repositories/repositoryConnections';
import type { ConnectedRepository } from '../../domain/repositories/connectedRepository';
import { REPOSITORY_PATHS } from '../http/apiPaths';
import { ConnectRepositoryRequest } from '../wire/repositories.schema';
import { methodNotAllowed, problem } from './apiAnswers';
import { parseBody } from './requestValidation';
import { notSignedIn } from './session.routes';
import { readSessionCookie } from './sessionCookie';

/** A connected repository as the API shows it, with its delivery path. */
export const repositoryView = ({ id, fullName, maintainers, connectedAt }: ConnectedRepository) => ({
  id,
  fullName,
  maintainers: [...maintainers],
  connectedAt,
  deliveryPath: `${REPOSITORY_PATHS.webhook}/${id}`,
});

function refused(c: Context, error: ConnectRepositoryError | DisconnectRepositoryError): Response {
  switch (error) {
    case 'none':
    case 'authentication-expired':
      return notSignedIn(c, error);
    case 'github-link-required':
      return problem(c, 403, error);
    case 'repository-write-access-required':
    case 'repository-maintainer-required':
      return problem(c, 403, error, { field: 'fullName' });
    case 'invalid-repository':
      return problem(c, 400, error, { field: 'fullName' });
    case 'repository-not-found':
      return problem(c, 404, error);
    case 'repository-already-connected':
      return problem(c, 409, error, { field: 'fullName' });
    case 'code-host-unavailable':
      return problem(c, 503, error);
  }
}

/**
 * Connected repositories: `GET /` (public) the list; `POST /` `{fullName}` (signed in, with a linked GitHub login)
 * connects one when GitHub says that login may write to it: 201 with its webhook secret, shown this once; 403
 * `github-link-required` or `repository-write-access-required`, 404 `repository-not-found`, 409
 * `repository-already-connected`, 503 `code-host-unavailable`. `DELETE /:id` (one of its maintainers) disconnects it.
 */
export function repositoriesRoutes(connections: RepositoryConnections, onChange: () => void): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, repositories: (await connections.list()).map(repositoryView) });
  });
  routes.post('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const request = await parseBody(c, ConnectRepositoryRequest);
    if (!request.ok) return request.answer;
    const made = await connections.connect(readSessionCookie(c), request.value.fullName);
    if (!made.ok) return refused(c, made.error);
    onChange();
    return c.json({ success: true, repository: repositoryView(made.value.repository), webhookSecret: made.value.webhookSecret }, 201);
  });
  routes.delete('/:id', async (c) => {
    const removed = await connections.disconnect(readSessionCookie(c), c.req.param('id'));
    if (!removed.ok) return refused(c, removed.error);
    onChange();
    return c.json({ success: true });
  });
  routes.all('/', (c) => methodNotAllowed(c, 'GET, POST'));
  return routes;
}

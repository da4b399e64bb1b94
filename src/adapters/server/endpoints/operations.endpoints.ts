import { RUNTIME_CONFIG_PATH } from '../../config/serverConstants';
import { OPERATIONS_PATHS } from '../../http/operationsPaths';
import type { ApiEndpoint } from '../../wire/openApiDocument';
import { AliveAnswer, ReadyAnswer, ServerStatusSchema } from '../../wire/operations.schema';
import { RuntimeConfigSchema } from '../../wire/runtimeConfig.schema';

/** Liveness, readiness, the status page's reading (`operations.routes.ts`) and the runtime configuration. */
export const OPERATIONS_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: OPERATIONS_PATHS.health,
    summary: 'Liveness: the process serves requests.',
    answers: [{ status: 200, schema: AliveAnswer, description: 'Alive.' }],
    problems: {},
  },
  {
    method: 'get',
    path: OPERATIONS_PATHS.ready,
    summary: 'Readiness: the database answers and every migration is applied.',
    answers: [{ status: 200, schema: ReadyAnswer, description: 'Ready.' }],
    problems: { 503: ['not-ready'] },
  },
  {
    method: 'get',
    path: OPERATIONS_PATHS.status,
    summary: 'The server’s status: version, database, GitHub, wallet (200 even when not ready).',
    answers: [{ status: 200, schema: ServerStatusSchema, description: 'The status.' }],
    problems: {},
  },
  {
    method: 'get',
    path: RUNTIME_CONFIG_PATH,
    summary: 'The runtime configuration the browser runs with (also embedded in the served page).',
    answers: [{ status: 200, schema: RuntimeConfigSchema, description: 'The configuration.' }],
    problems: {},
  },
];

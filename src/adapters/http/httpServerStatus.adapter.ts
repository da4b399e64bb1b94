import { map, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { ServerStatus } from '../../domain/operations/serverStatus';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ServerStatusReadError, ServerStatusReader } from '../../ports/serverStatusReader.port';
import { jsonRequest } from './jsonRequest';
import { OPERATIONS_PATHS } from './operationsPaths';

const count = v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0)));
const time = v.nullable(v.number());

/** The shape of `GET /api/status` (`ServerStatus`), checked before the page shows it. */
const ServerStatusSchema = v.object({
  version: v.string(),
  ready: v.boolean(),
  database: v.object({ engine: v.picklist(['pglite', 'postgres', 'none']), reachable: v.boolean(), migrationsApplied: count, migrationsPending: count }),
  github: v.object({ mode: v.picklist(['sample', 'browser', 'gateway']), quotaRemaining: count, rateLimitedUntil: time, lastWebhookAt: time }),
  wallet: v.object({ mode: v.picklist(['sandbox', 'handcash']), configured: v.boolean(), reachable: v.nullable(v.boolean()) }),
  checkedAt: v.number(),
});

/** The status of this app's server, over `/api/status`. */
export class HttpServerStatus implements ServerStatusReader {
  read(): Observable<Result<ServerStatus, ServerStatusReadError>> {
    return jsonRequest('GET', OPERATIONS_PATHS.status).pipe(
      map((answer) => {
        if (!answer.ok) return err<ServerStatusReadError>('unreachable');
        const parsed = v.safeParse(ServerStatusSchema, answer.value.body);
        return parsed.success ? ok(parsed.output) : err<ServerStatusReadError>('malformed');
      }),
    );
  }
}

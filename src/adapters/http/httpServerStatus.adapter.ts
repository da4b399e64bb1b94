import { map, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { ServerStatus } from '../../domain/operations/serverStatus';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ServerStatusReadError, ServerStatusReader } from '../../ports/serverStatusReader.port';
import { jsonRequest } from './jsonRequest';
import { OPERATIONS_PATHS } from './operationsPaths';
import { ServerStatusSchema } from '../wire/operations.schema';

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

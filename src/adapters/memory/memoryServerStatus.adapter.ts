import { of, type Observable } from 'rxjs';
import type { ServerStatus } from '../../domain/operations/serverStatus';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ServerStatusReadError, ServerStatusReader } from '../../ports/serverStatusReader.port';

/** A server status held in memory (tests): `status`, or the failure `failure` when set. Counts the reads. */
export class MemoryServerStatus implements ServerStatusReader {
  reads = 0;
  failure: ServerStatusReadError | null = null;

  constructor(public status: ServerStatus) {}

  read(): Observable<Result<ServerStatus, ServerStatusReadError>> {
    this.reads += 1;
    return of(this.failure === null ? ok(this.status) : err(this.failure));
  }
}

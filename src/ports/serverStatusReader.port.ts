import type { Observable } from 'rxjs';
import type { ServerStatus } from '../domain/operations/serverStatus';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** Why no status was read: no answer from the server, or an answer that is not a status. */
export type ServerStatusReadError = 'unreachable' | 'malformed';

/** The app server's status (`GET /api/status`). Emits one result and completes; unsubscribing aborts the request. */
export interface ServerStatusReader {
  read(): Observable<Result<ServerStatus, ServerStatusReadError>>;
}

export const ServerStatusReader: Token<ServerStatusReader> = token<ServerStatusReader>('ServerStatusReader');

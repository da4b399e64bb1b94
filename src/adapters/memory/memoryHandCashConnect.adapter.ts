import { of, type Observable } from 'rxjs';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ConnectRequest, ConnectResponse, ConnectUnreachable, HandCashConnect } from '../../ports/handCashConnect.port';

/** What the in-memory connect API answers to a request: an HTTP answer, or null for "unreachable". */
export type ConnectAnswer = (request: ConnectRequest) => ConnectResponse | null;

/** A HandCashConnect that answers from a function and records every request. By default, 200 with `{}`. */
export class MemoryHandCashConnect implements HandCashConnect {
  readonly requests: ConnectRequest[] = [];

  constructor(public answer: ConnectAnswer = () => ({ status: 200, statusText: 'OK', body: {} })) {}

  send(request: ConnectRequest): Observable<Result<ConnectResponse, ConnectUnreachable>> {
    this.requests.push(request);
    const response = this.answer(request);
    return of(response === null ? err<ConnectUnreachable>({ code: 'network', message: 'HandCash could not be reached.' }) : ok(response));
  }
}

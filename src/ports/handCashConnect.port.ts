import type { Observable } from 'rxjs';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** A call to the wallet provider's connect API (HandCash Connect, or the sandbox wallet's stand-in). */
export interface ConnectRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path under the connect base, starting with '/': `/users/magiclink`, `/v1/connect/profile/currentUserProfile`. */
  readonly path: string;
  /** Sent as JSON when present. */
  readonly body?: unknown;
  /** Sent as `Authorization: Bearer <accessToken>` when present. */
  readonly accessToken?: string;
  /** Sent as the `app-id` header when present. The app secret never reaches the browser. */
  readonly appId?: string;
}

/** Any HTTP answer of the connect API, successful or not. */
export interface ConnectResponse {
  readonly status: number;
  /** The status text, or the status number as text when the server sent none (HTTP/2). */
  readonly statusText: string;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  readonly body: unknown;
}

/** The connect API could not be reached at all. */
export interface ConnectUnreachable {
  readonly code: 'network';
  readonly message: string;
}

/** The connect API's path that emails a sign-in link (`POST`, body `{email, redirectUrl}`). */
export const MAGIC_LINK_PATH = '/users/magiclink';

/** The wallet provider's connect API. */
export interface HandCashConnect {
  /**
   * Sends one request to the connect base. Emits one result and completes: any HTTP answer (2xx or not) is
   * `ok`; only a request that got no answer is an error value. Never an observable error. Unsubscribing aborts.
   */
  send(request: ConnectRequest): Observable<Result<ConnectResponse, ConnectUnreachable>>;
}

export const HandCashConnect: Token<HandCashConnect> = token<HandCashConnect>('HandCashConnect');

import { token, type Token } from './token';

/**
 * Session identifiers: `newId()` is an unguessable cookie value (256 random bits, base64url, 43 characters);
 * `hash(id)` the one-way digest under which the session is stored, so a database reader cannot sign in as anyone.
 */
export interface SessionIds {
  newId(): string;
  hash(id: string): string;
}

export const SessionIds: Token<SessionIds> = token<SessionIds>('SessionIds');

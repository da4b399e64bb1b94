import {
  API_TOKEN_LIFETIME_MS,
  API_TOKEN_PREFIX,
  API_TOKENS_PER_PERSON_MAX,
  tokenSecretOf,
  validateApiTokenRequest,
  type ApiToken,
  type ApiTokenRequestError,
} from '../../domain/apiTokens/apiToken';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ApiTokenRepository, StoredApiToken } from '../../ports/apiTokenRepository.port';
import type { GitHubIdentityRepository } from '../../ports/githubIdentityRepository.port';
import type { SessionIds } from '../../ports/sessionIds.port';
import type { CurrentSessionError, ServerSessions } from '../session/serverSessions';

/** How seldom, at most, a token's last use is written again (a script calling in a loop writes once a minute). */
export const API_TOKEN_USE_RESOLUTION_MS = 60_000;

/** Why no token was made: the session (401), the request's rules (400), or too many live tokens (409). */
export type CreateApiTokenError = CurrentSessionError | ApiTokenRequestError | 'too-many-tokens';

/** A token just made: what the list shows, and its secret, shown this once and never again. */
export interface NewApiToken {
  readonly token: ApiToken;
  readonly secret: string;
}

/** A request's token once recognised: the token, and the id of the session it acts through. */
export interface AuthenticatedToken {
  readonly token: StoredApiToken;
  readonly sessionId: string;
}

const shown = ({ id, name, scopes, createdAt, expiresAt, lastUsedAt }: StoredApiToken): ApiToken => ({ id, name, scopes, createdAt, expiresAt, lastUsedAt });

/**
 * Personal API tokens (the server's use case). A token is a second session of the person who made it, under a
 * secret that is kept only hashed: it acts as that person (the same wallet, and the GitHub login linked to the session
 * it was made in) within its scopes, until it expires or is revoked. Made, listed and revoked with the session cookie
 * only: a token cannot make tokens.
 */
export class ApiTokens {
  constructor(
    private readonly repository: ApiTokenRepository,
    private readonly sessions: ServerSessions,
    private readonly githubLinks: GitHubIdentityRepository | null,
    private readonly ids: SessionIds,
    /** Milliseconds since the epoch. */
    private readonly now: () => number,
  ) {}

  /** Makes a token for the person of session `sessionId`, named and scoped as asked. */
  async create(sessionId: string | undefined, name: string, scopes: readonly string[]): Promise<Result<NewApiToken, CreateApiTokenError>> {
    const current = await this.sessions.current(sessionId);
    if (!current.ok) return current;
    const request = validateApiTokenRequest(name, scopes);
    if (!request.ok) return request;
    const now = this.now();
    const owner = current.value.handle;
    if ((await this.repository.list(owner, now)).length >= API_TOKENS_PER_PERSON_MAX) return err('too-many-tokens');
    const secret = this.ids.newId();
    const secretHash = this.ids.hash(secret);
    const expiresAt = now + API_TOKEN_LIFETIME_MS;
    if (!(await this.sessions.openTwin(sessionId, secret, expiresAt))) return err('none');
    const link = this.githubLinks === null || sessionId === undefined ? null : await this.githubLinks.find(this.ids.hash(sessionId));
    if (link !== null && this.githubLinks !== null) await this.githubLinks.link({ ...link, sessionIdHash: secretHash });
    const stored: StoredApiToken = { id: this.ids.newId().slice(0, 16), secretHash, owner, ...request.value, createdAt: now, expiresAt, lastUsedAt: null };
    await this.repository.create(stored);
    return ok({ token: shown(stored), secret: `${API_TOKEN_PREFIX}${secret}` });
  }

  /** The live tokens of the person of session `sessionId`, newest first. */
  async list(sessionId: string | undefined): Promise<Result<readonly ApiToken[], CurrentSessionError>> {
    const current = await this.sessions.current(sessionId);
    if (!current.ok) return current;
    return ok((await this.repository.list(current.value.handle, this.now())).map(shown));
  }

  /** Revokes token `id` of the person of session `sessionId`: its session ends at once. `not-found`: none of theirs. */
  async revoke(sessionId: string | undefined, id: string): Promise<Result<null, CurrentSessionError | 'not-found'>> {
    const current = await this.sessions.current(sessionId);
    if (!current.ok) return current;
    const deleted = await this.repository.delete(current.value.handle, id);
    if (deleted === null) return err('not-found');
    await this.sessions.signOutHashed(deleted.secretHash);
    return ok(null);
  }

  /** The live token an `Authorization: Bearer` value names, its use recorded; null: not one (unknown, revoked, expired). */
  async authenticate(bearer: string): Promise<AuthenticatedToken | null> {
    const secret = tokenSecretOf(bearer);
    if (secret === null) return null;
    const token = await this.repository.findBySecret(this.ids.hash(secret));
    const now = this.now();
    if (token === null || now >= token.expiresAt) return null;
    if (token.lastUsedAt === null || now - token.lastUsedAt >= API_TOKEN_USE_RESOLUTION_MS) await this.repository.markUsed(token.id, now);
    return { token, sessionId: secret };
  }
}

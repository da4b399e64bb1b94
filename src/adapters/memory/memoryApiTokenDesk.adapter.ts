import { of, type Observable } from 'rxjs';
import { API_TOKEN_LIFETIME_MS, validateApiTokenRequest, type ApiToken, type ApiTokenScope } from '../../domain/apiTokens/apiToken';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ApiTokenDesk, ApiTokenDeskError } from '../../ports/apiTokenDesk.port';

/** Personal API tokens in memory (tests): made at `now`, with secrets `bsvw_secret-1`, `-2`, …; `signedIn` false answers 401. */
export class MemoryApiTokenDesk implements ApiTokenDesk {
  tokens: ApiToken[] = [];
  signedIn = true;
  private made = 0;

  constructor(private readonly now: () => number) {}

  list(): Observable<Result<readonly ApiToken[], ApiTokenDeskError>> {
    return of(this.signedIn ? ok([...this.tokens]) : err({ code: 'not-signed-in' as const }));
  }

  create(name: string, scopes: readonly ApiTokenScope[]): Observable<Result<{ token: ApiToken; secret: string }, ApiTokenDeskError>> {
    if (!this.signedIn) return of(err({ code: 'not-signed-in' as const }));
    const request = validateApiTokenRequest(name, scopes);
    if (!request.ok) return of(err({ code: 'refused' as const, rule: request.error }));
    this.made += 1;
    const token: ApiToken = { id: `t${this.made}`, ...request.value, createdAt: this.now(), expiresAt: this.now() + API_TOKEN_LIFETIME_MS, lastUsedAt: null };
    this.tokens = [token, ...this.tokens];
    return of(ok({ token, secret: `bsvw_secret-${this.made}` }));
  }

  revoke(id: string): Observable<Result<null, ApiTokenDeskError>> {
    if (!this.tokens.some((token) => token.id === id)) return of(err({ code: 'not-found' as const }));
    this.tokens = this.tokens.filter((token) => token.id !== id);
    return of(ok(null));
  }
}

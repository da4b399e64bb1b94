import { map, of, type Observable } from 'rxjs';
import type { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { appIdMissing, magicLinkFailed, type SessionError } from '../../domain/session/sessionErrors';
import { isRecord } from '../../domain/session/isRecord';
import { err, ok, type Result } from '../../domain/shared/result';
import { MAGIC_LINK_PATH, type HandCashConnect } from '../../ports/handCashConnect.port';

/**
 * Asks the wallet to email a sign-in link (spec section 7): `POST <connect>/users/magiclink` with
 * `{email, redirectUrl}` and the app id header.
 */
export class SendMagicLink {
  constructor(
    private readonly connect: HandCashConnect,
    private readonly config: RuntimeConfig,
  ) {}

  /**
   * Emits once and completes: the provider's `message` ('' when it sent none), or `magic-link-failed` for any
   * failure (no answer, a non-2xx answer); `app-id-missing` without an app id.
   */
  execute(email: string, redirectUrl: string): Observable<Result<string, SessionError>> {
    const appId = this.config.handcash.appId;
    if (appId === null) return of(err(appIdMissing()));
    return this.connect
      .send({ method: 'POST', path: MAGIC_LINK_PATH, body: { email, redirectUrl }, appId })
      .pipe(
        map((answer) => {
          if (!answer.ok || answer.value.status < 200 || answer.value.status > 299) return err(magicLinkFailed());
          const body = answer.value.body;
          const message = isRecord(body) && typeof body['message'] === 'string' ? body['message'] : '';
          return ok(message);
        }),
      );
  }
}

import { Observable } from 'rxjs';
import { parseProfileResponse } from '../../domain/session/profileResponse';
import type { Profile } from '../../domain/session/session';
import { PROFILE_ENDPOINT_PATH } from '../../domain/session/sessionConstants';
import { err, type Result } from '../../domain/shared/result';
import type { ProfileFetchError, ProfileGateway } from '../../ports/profileGateway.port';

async function toResult(response: Response): Promise<Result<Profile, ProfileFetchError>> {
  if (!response.ok) return err({ code: 'http-status', message: `The profile endpoint answered ${response.status}.` });
  try {
    const parsed = parseProfileResponse(await response.json());
    return parsed.ok ? parsed : err({ code: 'malformed-response', message: `The profile answer was refused (${parsed.error}).` });
  } catch {
    return err({ code: 'malformed-response', message: 'The profile answer was not JSON.' });
  }
}

/** Asks this app's server (`POST /api/handcash-profile`), which holds the app secret, who owns a token. */
export class ServerProfileGateway implements ProfileGateway {
  constructor(private readonly endpoint: string = PROFILE_ENDPOINT_PATH) {}

  fetchProfile(authToken: string): Observable<Result<Profile, ProfileFetchError>> {
    return new Observable((subscriber) => {
      const controller = new AbortController();
      fetch(this.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ authToken }),
        signal: controller.signal,
        credentials: 'same-origin',
      })
        .then(toResult, () => err<ProfileFetchError>({ code: 'network', message: 'The profile endpoint could not be reached.' }))
        .then((result) => {
          subscriber.next(result);
          subscriber.complete();
        });
      return () => controller.abort();
    });
  }
}

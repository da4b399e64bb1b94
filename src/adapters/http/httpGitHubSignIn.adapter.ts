import { map, type Observable } from 'rxjs';
import * as v from 'valibot';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GitHubSignIn, GitHubSignInError } from '../../ports/githubSignIn.port';
import { GitHubSignInAnswer } from '../wire/githubIdentity.schema';
import { GITHUB_IDENTITY_PATH } from './githubIdentityPaths';
import { errorCode, jsonRequest, type JsonAnswer } from './jsonRequest';

const failure = (answer: Result<JsonAnswer, string>): GitHubSignInError => {
  if (!answer.ok) return { code: 'unavailable' };
  const reason = errorCode(answer.value);
  const code = answer.value.status === 401 ? 'not-signed-in' : reason === 'github-sign-in-not-configured' ? 'not-configured' : 'unavailable';
  return reason === undefined ? { code } : { code, reason };
};

/** GitHub sign-in on this app's server (`/api/github-identity`), with the session cookie. */
export class HttpGitHubSignIn implements GitHubSignIn {
  start(returnPath: string): Observable<Result<string, GitHubSignInError>> {
    return jsonRequest('POST', GITHUB_IDENTITY_PATH, { returnPath }).pipe(
      map((answer) => {
        const parsed = answer.ok && answer.value.status === 200 ? v.safeParse(GitHubSignInAnswer, answer.value.body) : null;
        if (parsed?.success) return ok(parsed.output.authorizeUrl);
        return err(parsed === null ? failure(answer) : { code: 'unavailable' as const });
      }),
    );
  }

  signOut(): Observable<Result<null, GitHubSignInError>> {
    return jsonRequest('DELETE', GITHUB_IDENTITY_PATH).pipe(map((answer) => (answer.ok && answer.value.status < 300 ? ok(null) : err(failure(answer)))));
  }
}

import { of, type Observable } from 'rxjs';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GitHubSignIn, GitHubSignInError } from '../../ports/githubSignIn.port';

/** GitHub sign-in standing in for the app's server (tests): it hands out a fixed authorize address and records calls. */
export class MemoryGitHubSignIn implements GitHubSignIn {
  readonly calls: string[] = [];
  /** When set, every call fails with this. */
  failure: GitHubSignInError | null = null;

  constructor(private readonly authorizeUrl: string = 'https://github.test/login/oauth/authorize?state=s') {}

  start(returnPath: string): Observable<Result<string, GitHubSignInError>> {
    this.calls.push(`start ${returnPath}`);
    return of(this.failure === null ? ok(this.authorizeUrl) : err(this.failure));
  }

  signOut(): Observable<Result<null, GitHubSignInError>> {
    this.calls.push('sign out');
    return of(this.failure === null ? ok(null) : err(this.failure));
  }
}

import { tap, type Observable } from 'rxjs';
import type { Result } from '../../domain/shared/result';
import type { BrowserNavigation } from '../../ports/browserNavigation.port';
import type { GitHubSignIn, GitHubSignInError } from '../../ports/githubSignIn.port';

/**
 * "Sign in with GitHub" (the browser's use case): asks the server to start GitHub's OAuth web flow for the HandCash
 * session and sends the browser to the authorize page it names; GitHub brings it back to `returnPath`.
 */
export class StartGitHubSignIn {
  constructor(
    private readonly signIn: GitHubSignIn,
    private readonly navigation: BrowserNavigation,
  ) {}

  /** Emits once and completes: the authorize address the browser was sent to, or why it was not. */
  execute(returnPath: string): Observable<Result<string, GitHubSignInError>> {
    return this.signIn.start(returnPath).pipe(
      tap((answer) => {
        if (answer.ok) this.navigation.assign(answer.value);
      }),
    );
  }
}

import { tap, type Observable } from 'rxjs';
import type { Result } from '../../domain/shared/result';
import type { GitHubSignIn, GitHubSignInError } from '../../ports/githubSignIn.port';
import type { UserSessionStore } from '../session/userSessionStore';

/** Signs the session out of GitHub: the server forgets the linked login, and the page shows none. */
export class SignOutOfGitHub {
  constructor(
    private readonly signIn: GitHubSignIn,
    private readonly session: UserSessionStore,
  ) {}

  /** Emits once and completes. */
  execute(): Observable<Result<null, GitHubSignInError>> {
    return this.signIn.signOut().pipe(
      tap((answer) => {
        const signedIn = this.session.state.session;
        // Still signed in with HandCash, now with no GitHub login linked.
        if (answer.ok && signedIn !== null) this.session.signIn(signedIn.profile);
      }),
    );
  }
}

import { sameGitHubLogin } from '../contracts/claimability';
import { err, ok, type Result } from '../shared/result';

/** The query parameter naming why a GitHub sign-in linked nothing, when the server sends the browser back to the contracts page. */
export const GITHUB_SIGN_IN_REFUSED_PARAMETER = 'github-sign-in-refused';

/** How long a GitHub sign-in's `state` is honoured after it was handed out: one trip to GitHub and back. */
export const GITHUB_SIGN_IN_STATE_LIFETIME_MS = 10 * 60_000;

/**
 * A GitHub login as GitHub allows it: 1 to 39 letters, digits or single hyphens, neither first nor last. What
 * GitHub's `/user` answers is checked against it before it is linked to a session.
 */
export const isGitHubLogin = (login: string): boolean => /^[A-Za-z\d](?:[A-Za-z\d]|-(?=[A-Za-z\d])){0,38}$/.test(login);

/** A claim typed with a login other than the one the session has linked (`linkedLogin`). */
export interface GitHubLoginMismatch {
  readonly code: 'github-login-mismatch';
  readonly linkedLogin: string;
}

/**
 * The GitHub login a claim records. Without a linked login, what was typed. With one, the linked login (as GitHub
 * spells it), whether the form left the field blank or typed the same login in any case; another login is refused.
 */
export const claimGitHubLogin = (typed: string, linkedLogin: string | null): Result<string, GitHubLoginMismatch> => {
  if (linkedLogin === null) return ok(typed);
  if (typed.trim() === '' || sameGitHubLogin(typed, linkedLogin)) return ok(linkedLogin);
  return err({ code: 'github-login-mismatch', linkedLogin });
};

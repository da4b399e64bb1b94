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

/** A claim from a session that has linked no GitHub login through GitHub's sign-in: a typed login proves nothing. */
export interface GitHubLinkRequired {
  readonly code: 'github-link-required';
}

/**
 * The GitHub login a claim records: always the login the session linked through GitHub's sign-in (as GitHub spells
 * it), never a typed one. Without a linked login the claim is refused (`github-link-required`), whatever was typed;
 * with one, a blank field or the same login in any case claims as it, another login is refused.
 */
export const claimGitHubLogin = (typed: string, linkedLogin: string | null): Result<string, GitHubLoginMismatch | GitHubLinkRequired> => {
  if (linkedLogin === null) return err({ code: 'github-link-required' });
  if (typed.trim() === '' || sameGitHubLogin(typed, linkedLogin)) return ok(linkedLogin);
  return err({ code: 'github-login-mismatch', linkedLogin });
};

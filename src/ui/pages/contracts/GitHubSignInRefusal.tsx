import { useLocation } from 'react-router-dom';
import { GITHUB_SIGN_IN_REFUSED_PARAMETER } from '../../../domain/githubIdentity/githubSignIn';
import { GITHUB_SIGN_IN_REFUSALS, GITHUB_SIGN_IN_REFUSED_FALLBACK } from './githubSignIn.texts';

/** Why the GitHub sign-in the person just came back from linked nothing (the server's code, in words); else nothing. */
export function GitHubSignInRefusal() {
  const code = new URLSearchParams(useLocation().search).get(GITHUB_SIGN_IN_REFUSED_PARAMETER);
  if (code === null) return null;
  return <p className="form-error">{GITHUB_SIGN_IN_REFUSALS[code] ?? GITHUB_SIGN_IN_REFUSED_FALLBACK}</p>;
}

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Observable, Subscription } from 'rxjs';
import type { Result } from '../../../domain/shared/result';
import type { GitHubSignInError } from '../../../ports/githubSignIn.port';
import { SignOutOfGitHub } from '../../../application/githubIdentity/signOutOfGitHub';
import { StartGitHubSignIn } from '../../../application/githubIdentity/startGitHubSignIn';
import { useService } from '../../app/useService';
import { CONTRACT_DIALOG_TEXTS, GITHUB_IDENTITY_TEXTS, SIGN_IN_NOTICES } from './contractDialogs.texts';

interface Props {
  /** The GitHub login linked to the HandCash session, or null. */
  readonly githubLogin: string | null;
}

/**
 * GitHub identity for a signed-in person: "Sign in with GitHub" (the server's OAuth flow, which comes back to this
 * page), or the linked login with "Sign out of GitHub". Why a sign-in could not start shows below.
 */
export function GitHubIdentityActions({ githubLogin }: Props) {
  const startSignIn = useService(StartGitHubSignIn);
  const signOut = useService(SignOutOfGitHub);
  const { pathname, search } = useLocation();
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const request = useRef<Subscription | null>(null);
  useEffect(() => () => request.current?.unsubscribe(), []);
  const run = (action: 'start' | 'sign-out') => {
    request.current?.unsubscribe();
    setPending(true);
    setNotice(null);
    const answer: Observable<Result<unknown, GitHubSignInError>> = action === 'start' ? startSignIn.execute(`${pathname}${search}`) : signOut.execute();
    request.current = answer.subscribe((result) => {
      // A started sign-in leaves the page: the button stays busy until it does.
      if (!result.ok || action === 'sign-out') setPending(false);
      if (!result.ok) setNotice(SIGN_IN_NOTICES[result.error.code]);
    });
  };
  return (
    <div className="github-identity">
      {githubLogin === null ? (
        <>
          <p className="contract-muted">{GITHUB_IDENTITY_TEXTS.linkLead}</p>
          <button type="button" onClick={() => run('start')} disabled={pending}>
            {CONTRACT_DIALOG_TEXTS.signInGitHub}
          </button>
        </>
      ) : (
        <>
          <p>
            {GITHUB_IDENTITY_TEXTS.signedInAs} <strong>{githubLogin}</strong>
          </p>
          <button type="button" onClick={() => run('sign-out')} disabled={pending}>
            {GITHUB_IDENTITY_TEXTS.signOut}
          </button>
        </>
      )}
      <p className="contract-notice" role="status">
        {notice}
      </p>
    </div>
  );
}

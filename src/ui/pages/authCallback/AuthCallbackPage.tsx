import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CompleteCallback } from '../../../application/session/completeCallback';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { sessionErrorMessage } from '../../shell/session.texts';
import { CALLBACK_FAILED_TITLE, CALLBACK_PENDING_TEXT, CALLBACK_RETURN_LINK } from './authCallback.texts';
import { callbackParameters } from './callbackParameters';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';

interface Failure {
  readonly message: string;
  readonly returnTo: string;
}

/** Debug help the "no token" message points to: the names of what the wallet sent, never a value. */
function logMissingToken(search: string, hash: string): void {
  const names = [...new URLSearchParams(search).keys()];
  console.warn('HandCash callback without a token. Query parameter names:', names, 'Fragment present:', hash !== '');
}

/**
 * Where the wallet sends the person back. The token is dropped from the address bar and the history before
 * anything else; then the token goes to the app's server once (it keeps the session behind an HttpOnly cookie)
 * and the person returns to where they started, or the failure shows.
 */
export default function AuthCallbackPage() {
  const completeCallback = useService(CompleteCallback);
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: the address is cleaned at once, and StrictMode runs the effect twice with this same state.
  const [callback] = useState(() => ({ search: location.search, hash: location.hash }));
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    // The token must not stay in the address bar, the history or a Referer: replace this history entry first.
    void navigate(ROUTE_PATHS.authCallback, { replace: true });
    const subscription = completeCallback.execute(callbackParameters(callback.search, callback.hash)).subscribe(({ returnTo, result }) => {
      if (result.ok) {
        void navigate(returnTo, { replace: true });
        return;
      }
      if (result.error.code === 'no-auth-token') logMissingToken(callback.search, callback.hash);
      setFailure({ message: sessionErrorMessage(result.error), returnTo });
    });
    return () => subscription.unsubscribe();
  }, [completeCallback, navigate, callback]);

  return (
    <section className="page page-narrow">
      <PageHeader title={PAGE_TITLES.authCallback} />
      {failure === null ? (
        <p className="page-lead" role="status">
          {CALLBACK_PENDING_TEXT}
        </p>
      ) : (
        <>
          <div role="alert">
            <h2>{CALLBACK_FAILED_TITLE}</h2>
            <p className="error-text">{failure.message}</p>
          </div>
          <Link to={failure.returnTo}>{CALLBACK_RETURN_LINK}</Link>
        </>
      )}
    </section>
  );
}

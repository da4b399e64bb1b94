import { useEffect } from 'react';
import { ApiTokensStore } from '../../../application/apiTokens/apiTokensStore';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { API_TOKEN_TEXTS, revokeLabel, tokenErrorText, tokenFacts } from './apiTokens.texts';
import { NewTokenForm } from './NewTokenForm';
import { useSignedInHandle } from '../hubShared/useSignedInHandle';
import '../hub.css';
import './apiTokens.css';

/**
 * Personal API tokens: make one (named, scoped; its secret shown once), see each with its scopes and last use,
 * revoke one. Names are the person's own text, rendered as text.
 */
export default function ApiTokensPage() {
  const handle = useSignedInHandle();
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.settingsTokens} />
      <p className="page-lead">{API_TOKEN_TEXTS.lead}</p>
      {handle === null ? <p className="empty-state">{API_TOKEN_TEXTS.signedOut}</p> : <ApiTokens key={handle} />}
    </section>
  );
}

/** The signed-in person's tokens and the form that makes one. */
function ApiTokens() {
  const store = useService(ApiTokensStore);
  const state = useObservableValue(store.state$);
  useEffect(() => store.load(), [store]);
  const signedOut = state.phase === 'failed' && state.loadError?.code === 'not-signed-in';
  return (
    <>
      {state.phase === 'loading' ? <p role="status" className="load-status">{API_TOKEN_TEXTS.loading}</p> : null}
      {signedOut ? <p className="empty-state">{API_TOKEN_TEXTS.signedOut}</p> : null}
      {state.phase === 'failed' && !signedOut && state.loadError !== null ? (
        <div role="alert" className="load-failure">
          <p>{tokenErrorText(state.loadError)}</p>
          <button type="button" className="button-primary" onClick={() => store.load()}>
            {API_TOKEN_TEXTS.retry}
          </button>
        </div>
      ) : null}
      {state.phase === 'loaded' ? (
        <>
          <NewTokenForm busy={state.busy} onCreate={(name, scopes) => store.create(name, scopes)} />
          {state.commandError === null ? null : <p role="alert" className="form-error">{tokenErrorText(state.commandError)}</p>}
          {state.justMade === null ? null : (
            <div role="status" className="card token-secret">
              <p>{API_TOKEN_TEXTS.secretNotice}</p>
              <label className="field">
                <span>{API_TOKEN_TEXTS.secretLabel}</span>
                <input readOnly value={state.justMade.secret} onFocus={(event) => event.currentTarget.select()} />
              </label>
            </div>
          )}
          <section className="hub-block" aria-labelledby="token-list-heading">
            <h2 id="token-list-heading" className="hub-block-title">{API_TOKEN_TEXTS.listHeading}</h2>
            {state.tokens.length === 0 ? (
              <p className="empty-state">{API_TOKEN_TEXTS.empty}</p>
            ) : (
              <ul className="token-list" aria-label={API_TOKEN_TEXTS.listLabel}>
                {state.tokens.map((token) => (
                  <li key={token.id} className="card token">
                    <h3 className="card-title">{token.name}</h3>
                    <p className="card-meta">{tokenFacts(token.scopes, token.createdAt, token.lastUsedAt, token.expiresAt)}</p>
                    <button type="button" className="button-link" aria-label={revokeLabel(token.name)} disabled={state.busy} onClick={() => store.revoke(token.id)}>
                      {API_TOKEN_TEXTS.revoke}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </>
  );
}

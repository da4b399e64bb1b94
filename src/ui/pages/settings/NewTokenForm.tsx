import { useState, type FormEvent } from 'react';
import { API_TOKEN_NAME_MAX, API_TOKEN_SCOPES, type ApiTokenScope } from '../../../domain/apiTokens/apiToken';
import { API_TOKEN_TEXTS, SCOPE_TEXTS } from './apiTokens.texts';

/** The form that names and scopes a new token; `onCreate` gets the name and the chosen scopes. */
export function NewTokenForm({ busy, onCreate }: { readonly busy: boolean; readonly onCreate: (name: string, scopes: readonly ApiTokenScope[]) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<readonly ApiTokenScope[]>(['read']);
  const toggle = (scope: ApiTokenScope) => setScopes((current) => (current.includes(scope) ? current.filter((one) => one !== scope) : [...current, scope]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate(name, scopes);
  };
  return (
    <form className="card hub-form token-form" onSubmit={submit} aria-labelledby="token-form-heading">
      <h2 id="token-form-heading" className="hub-block-title">{API_TOKEN_TEXTS.formHeading}</h2>
      <label className="field">
        <span>{API_TOKEN_TEXTS.name}</span>
        <input value={name} maxLength={API_TOKEN_NAME_MAX} onChange={(event) => setName(event.target.value)} />
      </label>
      <fieldset className="token-scopes">
        <legend>{API_TOKEN_TEXTS.scopes}</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <label key={scope} className="token-scope">
            <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
            <span>{SCOPE_TEXTS[scope]}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button-primary" disabled={busy}>
        {API_TOKEN_TEXTS.create}
      </button>
    </form>
  );
}

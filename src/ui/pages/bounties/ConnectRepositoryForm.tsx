import { useState, type FormEvent } from 'react';
import { BOUNTY_TEXTS } from './bounties.texts';

/** The form a maintainer connects `owner/name` with; `onConnect` gets the name as typed. */
export function ConnectRepositoryForm({ busy, onConnect }: { readonly busy: boolean; readonly onConnect: (fullName: string) => void }) {
  const [fullName, setFullName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConnect(fullName);
  };
  return (
    <form className="card hub-form" onSubmit={submit} aria-labelledby="connect-heading">
      <h2 id="connect-heading" className="hub-block-title">{BOUNTY_TEXTS.connectHeading}</h2>
      <p>{BOUNTY_TEXTS.connectLead}</p>
      <label className="field">
        <span>{BOUNTY_TEXTS.connectField}</span>
        <input value={fullName} placeholder="owner/name" onChange={(event) => setFullName(event.target.value)} />
      </label>
      <button type="submit" className="button-primary" disabled={busy}>
        {BOUNTY_TEXTS.connect}
      </button>
    </form>
  );
}

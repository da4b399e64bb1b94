import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Subscription } from 'rxjs';
import { ClaimContract } from '../../../application/contracts/claimContract';
import type { Contract } from '../../../domain/contracts/contract';
import { CLAIM_DEADLINE_DAY_OPTIONS, CLAIM_DEFAULT_DEADLINE_DAYS } from '../../../domain/contracts/contractConstants';
import { useService } from '../../app/useService';
import { Dialog } from '../../shared/Dialog';
import { CLAIM_TEXTS, claimedBySince } from './claims.texts';
import { CONTRACT_DIALOG_TEXTS, GITHUB_IDENTITY_TEXTS } from './contractDialogs.texts';
import { GitHubIdentityActions } from './GitHubIdentityActions';
import { CLAIM_ERROR_MESSAGES, claimFailureText } from './contracts.texts';
import { sessionErrorMessage } from '../../shell/session.texts';

interface Props {
  readonly contract: Contract;
  readonly handcashHandle: string;
  /**
   * The GitHub login linked to the session through GitHub's sign-in: the claim is made as it (the field shows it,
   * read-only). Null: no claim can be made yet; the dialog offers Sign in with GitHub instead of the form.
   */
  readonly githubLogin: string | null;
  readonly onClose: () => void;
}

/**
 * The claim form: the GitHub username is the login the session linked through GitHub's sign-in, shown read-only (a
 * typed login is never taken: without a link the dialog offers Sign in with GitHub, not the form); the HandCash handle
 * is required; the deadline is 3 to 30 days away. The
 * claim goes to the server; when someone else holds the contract the form says who and since when. On any
 * failure the form keeps what was typed.
 */
export function ClaimDialog({ contract, handcashHandle, githubLogin, onClose }: Props) {
  const claimContract = useService(ClaimContract);
  const [form, setForm] = useState({ githubUsername: githubLogin ?? '', handcashHandle, estimatedDays: CLAIM_DEFAULT_DEADLINE_DAYS });
  const linkedHintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const request = useRef<Subscription | null>(null);
  const errorId = useId();
  useEffect(() => () => request.current?.unsubscribe(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.current?.unsubscribe();
    setPending(true);
    request.current = claimContract.execute({ issueNumber: contract.githubIssueNumber, ...form }).subscribe((result) => {
      setPending(false);
      if (result.ok) onClose();
      else if (result.error.code === 'taken') setError(claimedBySince(result.error.holder));
      else if ('message' in result.error) setError(claimFailureText(result.error));
      else if (result.error.code === 'not-authenticated') setError(sessionErrorMessage(result.error));
      else setError(CLAIM_ERROR_MESSAGES[result.error.code]);
    });
  };
  const described = error === null ? undefined : errorId;
  const title = `${CONTRACT_DIALOG_TEXTS.claimDialogTitle}: ${contract.title}`;
  if (githubLogin === null) {
    return (
      <Dialog className="contract-dialog" title={title} onClose={onClose}>
        <p>{GITHUB_IDENTITY_TEXTS.claimNeedsLink}</p>
        <div className="contract-actions">
          <GitHubIdentityActions githubLogin={null} />
          <button type="button" onClick={onClose}>
            {CONTRACT_DIALOG_TEXTS.cancel}
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog className="contract-dialog" title={title} onClose={onClose}>
      <form className="claim-form" onSubmit={submit} noValidate>
        <label>
          {CONTRACT_DIALOG_TEXTS.githubUsername} *
          <input
            name="githubUsername"
            autoComplete="username"
            value={form.githubUsername}
            aria-required="true"
            readOnly
            aria-describedby={[linkedHintId, described].filter(Boolean).join(' ')}
          />
        </label>
        <p id={linkedHintId} className="contract-muted">
          {GITHUB_IDENTITY_TEXTS.linkedLoginHint}
        </p>
        <label>
          {CONTRACT_DIALOG_TEXTS.handcashHandle} *
          <input
            name="handcashHandle"
            value={form.handcashHandle}
            aria-required="true"
            aria-describedby={described}
            onChange={(event) => setForm({ ...form, handcashHandle: event.target.value })}
          />
        </label>
        <label>
          {CONTRACT_DIALOG_TEXTS.estimatedDays}
          <select value={form.estimatedDays} onChange={(event) => setForm({ ...form, estimatedDays: Number(event.target.value) })}>
            {CLAIM_DEADLINE_DAY_OPTIONS.map((days) => (
              <option key={days} value={days}>
                {days} {CONTRACT_DIALOG_TEXTS.daysSuffix}
              </option>
            ))}
          </select>
        </label>
        {error === null ? null : (
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="contract-actions">
          <button type="submit" className="button-primary" disabled={pending}>
            {pending ? CLAIM_TEXTS.claiming : CONTRACT_DIALOG_TEXTS.submitClaim}
          </button>
          <button type="button" onClick={onClose}>
            {CONTRACT_DIALOG_TEXTS.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { ClaimContract } from '../../../application/contracts/claimContract';
import type { Contract } from '../../../domain/contracts/contract';
import { CLAIM_DEADLINE_DAY_OPTIONS, CLAIM_DEFAULT_DEADLINE_DAYS } from '../../../domain/contracts/contractConstants';
import { useService } from '../../app/useService';
import { Dialog } from '../../shared/Dialog';
import { CLAIM_ERROR_MESSAGES, CONTRACT_TEXTS } from './contracts.texts';

interface Props {
  readonly contract: Contract;
  readonly handcashHandle: string;
  readonly onClose: () => void;
}

/** The claim form: GitHub username and HandCash handle are required; the deadline is 3 to 30 days away. */
export function ClaimDialog({ contract, handcashHandle, onClose }: Props) {
  const claimContract = useService(ClaimContract);
  const [form, setForm] = useState({ githubUsername: '', handcashHandle, estimatedDays: CLAIM_DEFAULT_DEADLINE_DAYS });
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = claimContract.execute({ issueNumber: contract.githubIssueNumber, ...form });
    if (result.ok) onClose();
    else setError(CLAIM_ERROR_MESSAGES[result.error.code]);
  };
  const described = error === null ? undefined : errorId;
  return (
    <Dialog className="contract-dialog" title={`${CONTRACT_TEXTS.claimDialogTitle}: ${contract.title}`} onClose={onClose}>
      <form className="claim-form" onSubmit={submit} noValidate>
        <label>
          {CONTRACT_TEXTS.githubUsername} *
          <input
            name="githubUsername"
            autoComplete="username"
            value={form.githubUsername}
            aria-required="true"
            aria-describedby={described}
            onChange={(event) => setForm({ ...form, githubUsername: event.target.value })}
          />
        </label>
        <label>
          {CONTRACT_TEXTS.handcashHandle} *
          <input
            name="handcashHandle"
            value={form.handcashHandle}
            aria-required="true"
            aria-describedby={described}
            onChange={(event) => setForm({ ...form, handcashHandle: event.target.value })}
          />
        </label>
        <label>
          {CONTRACT_TEXTS.estimatedDays}
          <select value={form.estimatedDays} onChange={(event) => setForm({ ...form, estimatedDays: Number(event.target.value) })}>
            {CLAIM_DEADLINE_DAY_OPTIONS.map((days) => (
              <option key={days} value={days}>
                {days} {CONTRACT_TEXTS.daysSuffix}
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
          <button type="submit" className="button-primary">
            {CONTRACT_TEXTS.submitClaim}
          </button>
          <button type="button" onClick={onClose}>
            {CONTRACT_TEXTS.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

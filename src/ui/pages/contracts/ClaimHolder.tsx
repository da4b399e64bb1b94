import { useEffect, useRef, useState } from 'react';
import type { Subscription } from 'rxjs';
import { ReleaseClaim } from '../../../application/contracts/releaseClaim';
import type { Contract } from '../../../domain/contracts/contract';
import { useService } from '../../app/useService';
import { CLAIM_TEXTS, claimedBySince } from './claims.texts';
import { claimFailureText } from './contracts.texts';

interface Props {
  readonly contract: Contract;
  /** The signed-in handle, or null. */
  readonly viewer: string | null;
  readonly onReleased: () => void;
}

/** Who holds a claimed (or expired) contract and since when; its claimer can release it here. */
export function ClaimHolder({ contract, viewer, onReleased }: Props) {
  const releaseClaim = useService(ReleaseClaim);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRef<Subscription | null>(null);
  useEffect(() => () => request.current?.unsubscribe(), []);
  const assignee = contract.assignee;
  if (assignee === null || assignee.claimedBy === null) return null;
  const mine = viewer !== null && assignee.claimedBy === viewer;
  const release = () => {
    setPending(true);
    request.current = releaseClaim.execute(contract.githubIssueNumber).subscribe((result) => {
      setPending(false);
      if (result.ok) onReleased();
      else setError(claimFailureText(result.error));
    });
  };
  return (
    <div className="claim-holder">
      <p>{claimedBySince(assignee)}</p>
      {contract.status === 'expired' ? <p className="contract-muted">{CLAIM_TEXTS.expiredNote}</p> : null}
      {mine ? (
        <div className="contract-actions">
          <span className="contract-muted">{CLAIM_TEXTS.claimedByYou}</span>
          <button type="button" onClick={release} disabled={pending}>
            {pending ? CLAIM_TEXTS.releasing : CLAIM_TEXTS.releaseClaim}
          </button>
        </div>
      ) : null}
      {error === null ? null : (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import type { Contract } from '../../../domain/contracts/contract';
import { safeHttpUrl } from '../../../domain/shared/httpUrl';
import { useState } from 'react';
import { Dialog } from '../../shared/Dialog';
import { AutoPayoutSwitch } from './AutoPayoutSwitch';
import { ClaimHolder } from './ClaimHolder';
import { ClaimedTerms } from './ClaimedTerms';
import { ContractHistorySection } from './ContractHistorySection';
import { CONTRACT_DIALOG_TEXTS, SIGN_IN_NOTICES } from './contractDialogs.texts';
import { GitHubIdentityActions } from './GitHubIdentityActions';

interface Props {
  readonly contract: Contract;
  /** The signed-in handle, or null. */
  readonly viewer: string | null;
  /** The GitHub login linked to the viewer's session, or null. */
  readonly githubLogin: string | null;
  /** The viewer is a maintainer who can pay: the dialog offers this contract's automatic payout on merge. */
  readonly maintainer?: boolean;
  /** A transaction's page on the block explorer, `{txid}` in it (the history's payments link there). */
  readonly explorerTxUrl: string;
  readonly onClose: () => void;
  readonly onClaim: () => void;
  readonly onSignInWithHandCash: () => void;
}

const ListOrNote = ({ items, empty }: { readonly items: readonly string[]; readonly empty: string }) =>
  items.length === 0 ? (
    <p className="contract-muted">{empty}</p>
  ) : (
    <ul>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );

/**
 * A contract's details. Who holds a claim shows (its claimer may release it); an available or expired contract,
 * signed in with HandCash, offers Sign in with GitHub (linking a GitHub login to the session; or the linked login
 * and Sign out of GitHub) and the claim. Signed out, GitHub says to sign in with HandCash first, and Google says
 * plainly that it is not offered. A maintainer may turn its automatic payout on merge on or off until it is completed.
 * Its history is read as it opens.
 */
export function ContractDetailDialog({ contract, viewer, githubLogin, maintainer = false, onClose, onClaim, onSignInWithHandCash, explorerTxUrl }: Props) {
  const issueUrl = safeHttpUrl(contract.githubIssueUrl);
  const claimable = contract.status === 'available' || contract.status === 'expired';
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Dialog className="contract-dialog" title={contract.title} onClose={onClose} initialFocus=".dialog-close">
      <p>{contract.description}</p>
      <h3>{CONTRACT_DIALOG_TEXTS.requiredSkills}</h3>
      <ListOrNote items={contract.skills} empty={CONTRACT_DIALOG_TEXTS.noSkills} />
      <h3>{CONTRACT_DIALOG_TEXTS.deliverables}</h3>
      <ListOrNote items={contract.deliverables} empty={CONTRACT_DIALOG_TEXTS.noDeliverables} />
      <ClaimHolder contract={contract} viewer={viewer} onReleased={onClose} />
      <ClaimedTerms contract={contract} />
      {!claimable ? null : viewer !== null ? (
        <div className="contract-actions">
          <GitHubIdentityActions githubLogin={githubLogin} />
          <button type="button" className="button-primary" onClick={onClaim}>
            {CONTRACT_DIALOG_TEXTS.claimThisContract}
          </button>
        </div>
      ) : (
        <div className="contract-actions">
          <p className="contract-muted">{CONTRACT_DIALOG_TEXTS.signInPrompt}</p>
          <button type="button" onClick={() => setNotice(SIGN_IN_NOTICES.githubNeedsHandCash)}>
            {CONTRACT_DIALOG_TEXTS.signInGitHub}
          </button>
          <button type="button" onClick={() => setNotice(SIGN_IN_NOTICES.googleNotOffered)}>
            {CONTRACT_DIALOG_TEXTS.signInGoogle}
          </button>
          <button type="button" className="button-primary" onClick={onSignInWithHandCash}>
            {CONTRACT_DIALOG_TEXTS.signInHandCash}
          </button>
          <p className="contract-notice" role="status">
            {notice}
          </p>
        </div>
      )}
      {maintainer && contract.status !== 'completed' ? <AutoPayoutSwitch issueNumber={contract.githubIssueNumber} /> : null}
      <ContractHistorySection issueNumber={contract.githubIssueNumber} explorerTxUrl={explorerTxUrl} />
      {issueUrl === null ? null : (
        <p>
          <a href={issueUrl} target="_blank" rel="noopener noreferrer">
            {CONTRACT_DIALOG_TEXTS.viewIssue} (#{contract.githubIssueNumber})
          </a>
        </p>
      )}
    </Dialog>
  );
}

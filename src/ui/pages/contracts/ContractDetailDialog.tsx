import type { Contract } from '../../../domain/contracts/contract';
import { safeHttpUrl } from '../../../domain/shared/httpUrl';
import { useState } from 'react';
import { Dialog } from '../../shared/Dialog';
import { ClaimHolder } from './ClaimHolder';
import { ContractHistorySection } from './ContractHistorySection';
import { CONTRACT_DIALOG_TEXTS, providerNotAvailableText } from './contractDialogs.texts';

interface Props {
  readonly contract: Contract;
  /** The signed-in handle, or null. */
  readonly viewer: string | null;
  readonly onClose: () => void;
  readonly onClaim: () => void;
  readonly onSignInWithHandCash: () => void;
  /** A transaction's page on the block explorer, `{txid}` in it (the history's payments link there). */
  readonly explorerTxUrl: string;
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
 * signed in with HandCash, offers the claim. GitHub and Google sign-in do nothing. Its history is read as it opens.
 */
export function ContractDetailDialog({ contract, viewer, onClose, onClaim, onSignInWithHandCash, explorerTxUrl }: Props) {
  const issueUrl = safeHttpUrl(contract.githubIssueUrl);
  const claimable = contract.status === 'available' || contract.status === 'expired';
  const [unavailable, setUnavailable] = useState<string | null>(null);
  return (
    <Dialog className="contract-dialog" title={contract.title} onClose={onClose} initialFocus=".dialog-close">
      <p>{contract.description}</p>
      <h3>{CONTRACT_DIALOG_TEXTS.requiredSkills}</h3>
      <ListOrNote items={contract.skills} empty={CONTRACT_DIALOG_TEXTS.noSkills} />
      <h3>{CONTRACT_DIALOG_TEXTS.deliverables}</h3>
      <ListOrNote items={contract.deliverables} empty={CONTRACT_DIALOG_TEXTS.noDeliverables} />
      <ClaimHolder contract={contract} viewer={viewer} onReleased={onClose} />
      {!claimable ? null : viewer !== null ? (
        <div className="contract-actions">
          <button type="button" className="button-primary" onClick={onClaim}>
            {CONTRACT_DIALOG_TEXTS.claimThisContract}
          </button>
        </div>
      ) : (
        <div className="contract-actions">
          <p className="contract-muted">{CONTRACT_DIALOG_TEXTS.signInPrompt}</p>
          <button type="button" onClick={() => setUnavailable('GitHub')}>
            {CONTRACT_DIALOG_TEXTS.signInGitHub}
          </button>
          <button type="button" onClick={() => setUnavailable('Google')}>
            {CONTRACT_DIALOG_TEXTS.signInGoogle}
          </button>
          <button type="button" className="button-primary" onClick={onSignInWithHandCash}>
            {CONTRACT_DIALOG_TEXTS.signInHandCash}
          </button>
          <p className="contract-notice" role="status">
            {unavailable === null ? null : providerNotAvailableText(unavailable)}
          </p>
        </div>
      )}
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

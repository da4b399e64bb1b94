import type { ContractStatus } from '../../../domain/contracts/contract';
import { CONTRACT_STATUS_LABELS } from './contracts.texts';

/** A contract's status: its label beside a dot of the status colour (`--status-colour` in contracts.css, spec section 9). */
export function StatusBadge({ status }: { readonly status: ContractStatus }) {
  return (
    <span className="status-badge" data-status={status}>
      <span className="status-badge-dot" aria-hidden="true" />
      {CONTRACT_STATUS_LABELS[status]}
    </span>
  );
}

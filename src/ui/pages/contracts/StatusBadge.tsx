import type { ContractStatus } from '../../../domain/contracts/contract';
import { CONTRACT_STATUS_LABELS } from '../../../domain/contracts/contractConstants';

/** A contract's status: its label beside a dot of the status colour (spec section 9; colours in contracts.css). */
export function StatusBadge({ status }: { readonly status: ContractStatus }) {
  return (
    <span className="status-badge" data-status={status}>
      <span className="status-badge-dot" aria-hidden="true" />
      {CONTRACT_STATUS_LABELS[status]}
    </span>
  );
}

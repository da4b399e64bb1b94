import type { ContractStatus } from '../../../domain/contracts/contract';
import { CONTRACT_STATUS_COLOURS, CONTRACT_STATUS_LABELS } from '../../../domain/contracts/contractConstants';

/** A contract's status: its label beside a dot of the status colour (spec section 9). */
export function StatusBadge({ status }: { readonly status: ContractStatus }) {
  const colour = CONTRACT_STATUS_COLOURS[status];
  return (
    <span className={`status-badge status-${colour.name}`} style={{ borderColor: colour.hex }} data-status={status}>
      <span className="status-badge-dot" style={{ background: colour.hex }} aria-hidden="true" />
      {CONTRACT_STATUS_LABELS[status]}
    </span>
  );
}

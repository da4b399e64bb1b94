import type { ContractStats, ContractStatsKey } from '../../../domain/contracts/contractStats';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import type { PaidOut } from '../../../domain/payments/paymentFigures';
import { CONTRACT_STAT_LABELS, CONTRACT_TEXTS } from './contracts.texts';
import { bsvText, PAYMENT_TEXTS } from './payments.texts';

const ORDER: readonly ContractStatsKey[] = ['available', 'inProgress', 'underReview', 'completed'];

/** The four counts: Available, In Progress, Under Review, Completed; then Paid out (BSV and count) when given. */
export function ContractStatCards({ stats, loading, paidOut }: { readonly stats: ContractStats; readonly loading: boolean; readonly paidOut?: PaidOut }) {
  return (
    <dl className="contract-stats" aria-label={CONTRACT_TEXTS.statsLabel}>
      {ORDER.map((key) => (
        <div key={key} className="contract-stat">
          <dt>{CONTRACT_STAT_LABELS[key]}</dt>
          <dd>{loading ? '–' : stats[key]}</dd>
        </div>
      ))}
      {paidOut === undefined ? null : (
        <div className="contract-stat">
          <dt>{PAYMENT_TEXTS.paidOut}</dt>
          <dd>
            {bsvText(formatBsv(paidOut.satoshis))} ({paidOut.count})
          </dd>
        </div>
      )}
    </dl>
  );
}

import type { ContractStats, ContractStatsKey } from '../../../domain/contracts/contractStats';
import { CONTRACT_STAT_LABELS, CONTRACT_TEXTS } from './contracts.texts';

const ORDER: readonly ContractStatsKey[] = ['available', 'inProgress', 'underReview', 'completed'];

/** The four counts: Available, In Progress, Under Review, Completed. */
export function ContractStatCards({ stats, loading }: { readonly stats: ContractStats; readonly loading: boolean }) {
  return (
    <dl className="contract-stats" aria-label={CONTRACT_TEXTS.statsLabel}>
      {ORDER.map((key) => (
        <div key={key} className="contract-stat">
          <dt>{CONTRACT_STAT_LABELS[key]}</dt>
          <dd>{loading ? '–' : stats[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

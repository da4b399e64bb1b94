import type { MarketStat } from '../../../domain/exchange/marketStats';

/** The four market stat cards, as a description list so each figure is read with its label. */
export function MarketStats({ stats }: { readonly stats: readonly MarketStat[] }) {
  return (
    <dl className="exchange-stats">
      {stats.map((stat) => (
        <div key={stat.label} className="exchange-card exchange-stat">
          <dt>{stat.label}</dt>
          <dd className="exchange-stat-value">{stat.value}</dd>
          <dd className="exchange-muted">{stat.note}</dd>
        </div>
      ))}
    </dl>
  );
}

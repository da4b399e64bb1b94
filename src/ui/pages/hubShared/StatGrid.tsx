/** A labelled figure of a stat card or a card's fact, as it reads. */
export interface HubStat {
  readonly label: string;
  readonly value: string;
}

/** A row of stat cards; each shows its value large with its label under it. */
export function StatGrid({ stats, label }: { readonly stats: readonly HubStat[]; readonly label: string }) {
  return (
    <dl className="stat-grid" aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="stat-card">
          <dt className="stat-label">{stat.label}</dt>
          <dd className="stat-value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

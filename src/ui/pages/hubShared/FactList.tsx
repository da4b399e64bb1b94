import type { HubStat } from './StatGrid';

/** A card's labelled facts, as a compact description list. */
export function FactList({ facts }: { readonly facts: readonly HubStat[] }) {
  return (
    <dl className="fact-list">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { useEffect } from 'react';
import { PlatformStatsStore } from '../../application/shell/platformStatsStore';
import { useService } from '../app/useService';
import { useObservableValue } from '../app/useObservableValue';
import { PLATFORM_STATS_FAILED, PLATFORM_STATS_LOADING, PLATFORM_STATS_TITLE, platformStatRows } from './platformStats.texts';
import './platformStats.css';

/** The sidebar's platform figures from PlatformStats; a line in their place while loading or when they failed. */
export function PlatformStatsSection() {
  const store = useService(PlatformStatsStore);
  const state = useObservableValue(store.state$);
  useEffect(() => store.load(), [store]);
  return (
    <section className="hub-section" aria-label={PLATFORM_STATS_TITLE}>
      <h3 className="hub-section-title">{PLATFORM_STATS_TITLE}</h3>
      {state.phase === 'loaded' ? (
        <dl className="hub-stats">
          {platformStatRows(state.data).map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="hub-stats-note" role={state.phase === 'failed' ? 'alert' : 'status'}>
          {state.phase === 'failed' ? PLATFORM_STATS_FAILED : PLATFORM_STATS_LOADING}
        </p>
      )}
    </section>
  );
}

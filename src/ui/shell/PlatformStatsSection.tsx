import { useEffect } from 'react';
import { PlatformStatsStore } from '../../application/shell/platformStatsStore';
import type { PlatformFigures } from '../../ports/platformStats.port';
import { useObservableValue } from '../app/useObservableValue';
import { useService } from '../app/useService';
import { PLATFORM_STAT_LABELS, PLATFORM_STATS_TITLE, PLATFORM_STATS_UNAVAILABLE } from './sidebar.texts';

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A figure as the sidebar shows it: `1,000,000,000`, `42`, `2.5 BSV`. */
export const formatPlatformFigure = (key: keyof PlatformFigures, value: number): string =>
  key === 'bountyPoolBsv' ? `${value} BSV` : wholeNumber.format(value);

/** The platform's figures in the Developer Hub sidebar. */
export function PlatformStatsSection() {
  const store = useService(PlatformStatsStore);
  const state = useObservableValue(store.state$);
  useEffect(() => store.load(), [store]);
  return (
    <section className="hub-section" aria-label={PLATFORM_STATS_TITLE}>
      <h3 className="hub-section-title">{PLATFORM_STATS_TITLE}</h3>
      {state.phase === 'unavailable' ? <p className="hub-stats-unavailable">{PLATFORM_STATS_UNAVAILABLE}</p> : null}
      {state.phase === 'ready' ? (
        <dl className="hub-stats">
          {PLATFORM_STAT_LABELS.map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{formatPlatformFigure(key, state.figures[key])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

import { useMemo, useRef } from 'react';
import { Clock } from '../../ports/clock.port';
import { useObservableValue } from '../app/useObservableValue';
import { useService } from '../app/useService';
import { DOCK_APPS } from './dockApps';
import { DOCK_SCROLL_HINT } from './shell.texts';
import { useScrollEdges } from './useScrollEdges';

/** The dock clock ticks every second (spec section 9). */
const DOCK_CLOCK_INTERVAL_MS = 1000;

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The bottom dock: links to the suite's sibling apps and a clock that ticks every second. */
export function Dock() {
  const clock = useService(Clock);
  const ticks$ = useMemo(() => clock.every(DOCK_CLOCK_INTERVAL_MS), [clock]);
  const now = useObservableValue(ticks$, clock.now());
  const list = useRef<HTMLUListElement>(null);
  const [edges, onScroll] = useScrollEdges(list);
  const scrollOn = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <nav className="dock" aria-label="Bitcoin apps">
      <ul
        ref={list}
        className="dock-apps"
        data-more-left={edges.moreLeft || undefined}
        data-more-right={edges.moreRight || undefined}
        onScroll={onScroll}
      >
        {DOCK_APPS.map((app) => (
          <li key={app.name}>
            {app.current || app.disabled ? (
              <span
                className={app.current ? 'dock-app dock-app-current' : 'dock-app dock-app-disabled'}
                aria-current={app.current ? 'page' : undefined}
                aria-disabled={app.disabled ? true : undefined}
                title={app.disabled ? `${app.name} (coming soon)` : `${app.name} (this app)`}
              >
                {app.name.replace(/^Bitcoin /, '')}
              </span>
            ) : (
              <a className="dock-app" href={app.url} target="_blank" rel="noopener noreferrer" title={app.name}>
                {app.name.replace(/^Bitcoin /, '')}
              </a>
            )}
          </li>
        ))}
      </ul>
      {edges.moreRight ? (
        <button type="button" className="dock-more" title={DOCK_SCROLL_HINT} aria-label={DOCK_SCROLL_HINT} onClick={() => scrollOn(1)}>
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
      <time className="dock-clock" dateTime={new Date(now).toISOString()} aria-label="Current time">
        {timeFormat.format(now)}
      </time>
    </nav>
  );
}

import { useRef, type KeyboardEvent } from 'react';
import { EXCHANGE_TABS, EXCHANGE_TABS_LABEL, type ExchangeTabId } from './exchange.texts';

/** The id of a tab button, unique per page instance. */
export const tabId = (prefix: string, id: ExchangeTabId) => `${prefix}-tab-${id}`;
/** The id of the panel a tab controls. */
export const panelId = (prefix: string, id: ExchangeTabId) => `${prefix}-panel-${id}`;

/** Where each key moves the selection, from the current index in `count` tabs. */
const KEY_MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The exchange's tab list (WAI-ARIA tabs pattern): only the selected tab is in the tab order; the arrow keys,
 * Home and End move to another tab and select it.
 */
export function ExchangeTabs({
  prefix,
  active,
  onSelect,
}: {
  readonly prefix: string;
  readonly active: ExchangeTabId;
  readonly onSelect: (id: ExchangeTabId) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(EXCHANGE_TABS.findIndex((tab) => tab.id === active), EXCHANGE_TABS.length);
    const tab = EXCHANGE_TABS[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[next]?.focus();
  };
  return (
    <div className="exchange-tabs" role="tablist" aria-label={EXCHANGE_TABS_LABEL} onKeyDown={onKeyDown}>
      {EXCHANGE_TABS.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(prefix, tab.id)}
          aria-controls={panelId(prefix, tab.id)}
          aria-selected={tab.id === active}
          tabIndex={tab.id === active ? 0 : -1}
          className="exchange-tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

import { useId } from 'react';
import { MARKET_FILTERS, MARKET_LAYOUTS, MARKET_SORTS, type MarketSort, type MarketView } from '../../../domain/exchange/marketView';
import {
  countText,
  FILTER_LABELS,
  LAYOUT_LABELS,
  MARKET_FILTERS_LABEL,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  SORT_LABEL,
  SORT_LABELS,
  VIEW_TOGGLE_LABEL,
} from './exchange.texts';
import { formatCount } from './exchangeFormat';
import { ToggleGroup } from './ToggleGroup';

/** The search box, view toggle, filter tabs and sort select above the listings, and the count line. */
export function MarketToolbar({
  view,
  onChange,
  shown,
  total,
}: {
  readonly view: MarketView;
  /** Called with what changed (one field). */
  readonly onChange: (change: Partial<MarketView>) => void;
  readonly shown: number;
  readonly total: number;
}) {
  const searchId = useId();
  const sortId = useId();
  const set = <K extends keyof MarketView>(key: K, value: MarketView[K]) => onChange({ [key]: value } as Partial<MarketView>);
  return (
    <div className="exchange-toolbar">
      <div className="exchange-toolbar-row">
        <label className="visually-hidden" htmlFor={searchId}>
          {SEARCH_LABEL}
        </label>
        <input
          id={searchId}
          type="search"
          className="exchange-input exchange-search"
          placeholder={SEARCH_PLACEHOLDER}
          value={view.query}
          onChange={(event) => set('query', event.target.value)}
        />
        <ToggleGroup label={VIEW_TOGGLE_LABEL} options={MARKET_LAYOUTS} labels={LAYOUT_LABELS} value={view.layout} onChange={(layout) => set('layout', layout)} />
        <span className="exchange-sort">
          <label htmlFor={sortId}>{SORT_LABEL}</label>
          <select
            id={sortId}
            className="exchange-input"
            value={view.sort}
            onChange={(event) => set('sort', event.target.value as MarketSort)}
          >
            {MARKET_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </span>
      </div>
      <ToggleGroup label={MARKET_FILTERS_LABEL} options={MARKET_FILTERS} labels={FILTER_LABELS} value={view.filter} onChange={(filter) => set('filter', filter)} />
      <p className="exchange-muted exchange-count" role="status">
        {countText(formatCount(shown), formatCount(total))}
      </p>
    </div>
  );
}

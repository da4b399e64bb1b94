import { useId } from 'react';
import {
  MARKET_FILTERS,
  MARKET_FILTERS_LABEL,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  SORT_LABEL,
  SORT_OPTIONS,
  VIEW_MODES,
  VIEW_TOGGLE_LABEL,
} from '../../../domain/exchange/exchangeConstants';
import { ToggleGroup } from './ToggleGroup';

/** What the trading table's controls hold. Only `query` narrows the rows. */
export interface MarketControls {
  readonly query: string;
  readonly view: (typeof VIEW_MODES)[number];
  readonly filter: (typeof MARKET_FILTERS)[number];
  readonly sort: (typeof SORT_OPTIONS)[number];
}

/** The search box, view toggle, filter tabs and sort select above the trading table. */
export function MarketToolbar({
  controls,
  onChange,
  shown,
  total,
}: {
  readonly controls: MarketControls;
  readonly onChange: (next: MarketControls) => void;
  readonly shown: number;
  readonly total: number;
}) {
  const searchId = useId();
  const sortId = useId();
  const set = <K extends keyof MarketControls>(key: K, value: MarketControls[K]) => onChange({ ...controls, [key]: value });
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
          value={controls.query}
          onChange={(event) => set('query', event.target.value)}
        />
        <ToggleGroup label={VIEW_TOGGLE_LABEL} options={VIEW_MODES} value={controls.view} onChange={(view) => set('view', view)} />
        <span className="exchange-sort">
          <label htmlFor={sortId}>{SORT_LABEL}</label>
          <select
            id={sortId}
            className="exchange-input"
            value={controls.sort}
            onChange={(event) => set('sort', event.target.value as MarketControls['sort'])}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </span>
      </div>
      <ToggleGroup label={MARKET_FILTERS_LABEL} options={MARKET_FILTERS} value={controls.filter} onChange={(filter) => set('filter', filter)} />
      <p className="exchange-muted exchange-count" role="status">
        {shown} of {total} listings
      </p>
    </div>
  );
}

import {
  DEFAULT_MARKET_VIEW,
  MARKET_FILTERS,
  MARKET_LAYOUTS,
  MARKET_SORTS,
  type MarketView,
} from './marketView';

/** The names of the URL query parameters that hold a market view. */
export const MARKET_VIEW_PARAMS = { query: 'q', filter: 'filter', sort: 'sort', layout: 'view' } as const;

/** Reads one parameter of a query (`URLSearchParams.get` fits). */
export type QueryReader = (name: string) => string | null;

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.find((choice) => choice === value) ?? fallback;

/** The view a URL query describes; a missing or unknown value falls back to the default, never an error. */
export function marketViewFromQuery(read: QueryReader): MarketView {
  return {
    query: read(MARKET_VIEW_PARAMS.query) ?? DEFAULT_MARKET_VIEW.query,
    filter: oneOf(MARKET_FILTERS, read(MARKET_VIEW_PARAMS.filter), DEFAULT_MARKET_VIEW.filter),
    sort: oneOf(MARKET_SORTS, read(MARKET_VIEW_PARAMS.sort), DEFAULT_MARKET_VIEW.sort),
    layout: oneOf(MARKET_LAYOUTS, read(MARKET_VIEW_PARAMS.layout), DEFAULT_MARKET_VIEW.layout),
  };
}

/**
 * The query parameters of a view: each value that differs from the default, by parameter name, so the default
 * view has a clean URL. `null` means "remove this parameter".
 */
export function marketViewToQuery(view: MarketView): Readonly<Record<string, string | null>> {
  const keys = Object.keys(MARKET_VIEW_PARAMS) as (keyof MarketView)[];
  return Object.fromEntries(
    keys.map((key) => [MARKET_VIEW_PARAMS[key], view[key] === DEFAULT_MARKET_VIEW[key] ? null : view[key]]),
  );
}

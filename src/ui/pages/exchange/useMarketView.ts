import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MarketView } from '../../../domain/exchange/marketView';
import { marketViewFromQuery, marketViewToQuery } from '../../../domain/exchange/marketViewQuery';

/** The last view asked for, and the query it was asked on: a change made before the previous one rendered builds on it. */
interface Requested {
  readonly on: URLSearchParams;
  readonly view: MarketView;
  readonly query: URLSearchParams;
}

/**
 * The market view kept in the URL query (`?q=&filter=&sort=&view=`), so a reload, back and forward and a shared link
 * show the same view; an unknown value reads as the default. A new filter, sort or layout adds a history entry; a
 * search replaces the current one, so typing does not fill the history. Other query parameters are kept. A change
 * names only what changes: navigations render as transitions, so a second change can come before the first shows,
 * and it builds on the first (a quick filter-then-sort keeps both).
 */
export function useMarketView(): readonly [MarketView, (change: Partial<MarketView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => marketViewFromQuery((name) => params.get(name)), [params]);
  const requested = useRef<Requested | null>(null);
  const setView = useCallback(
    (change: Partial<MarketView>) => {
      const pending = requested.current?.on === params ? requested.current : null;
      const base = pending?.view ?? view;
      const next = { ...base, ...change };
      const onlySearch = next.filter === base.filter && next.sort === base.sort && next.layout === base.layout;
      const query = new URLSearchParams(pending?.query ?? params);
      for (const [name, value] of Object.entries(marketViewToQuery(next))) {
        if (value === null) query.delete(name);
        else query.set(name, value);
      }
      requested.current = { on: params, view: next, query };
      // flushSync: the search box is controlled by the URL, so its update must not wait in a transition.
      setParams(query, { replace: onlySearch, preventScrollReset: true, flushSync: onlySearch });
    },
    [params, setParams, view],
  );
  return [view, setView] as const;
}

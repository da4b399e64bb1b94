import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MarketView } from '../../../domain/exchange/marketView';
import { marketViewFromQuery, marketViewToQuery } from '../../../domain/exchange/marketViewQuery';

/**
 * The market view kept in the URL query (`?q=&filter=&sort=&view=`), so a reload, back and forward and a shared link
 * show the same view; an unknown value reads as the default. A new filter, sort or layout adds a history entry; a
 * search replaces the current one, so typing does not fill the history. Other query parameters are kept.
 */
export function useMarketView(): readonly [MarketView, (next: MarketView) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => marketViewFromQuery((name) => params.get(name)), [params]);
  const setView = useCallback(
    (next: MarketView) => {
      const onlySearch = next.filter === view.filter && next.sort === view.sort && next.layout === view.layout;
      const query = new URLSearchParams(params);
      for (const [name, value] of Object.entries(marketViewToQuery(next))) {
        if (value === null) query.delete(name);
        else query.set(name, value);
      }
      // flushSync: the search box is controlled by the URL, so its update must not wait in a transition.
      setParams(query, { replace: onlySearch, preventScrollReset: true, flushSync: onlySearch });
    },
    [params, setParams, view],
  );
  return [view, setView] as const;
}

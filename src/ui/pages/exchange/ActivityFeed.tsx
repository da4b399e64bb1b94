import { useEffect, useId, useMemo, useState } from 'react';
import { ActivityFeedStore } from '../../../application/exchange/activityFeedStore';
import type { Listing } from '../../../domain/exchange/listing';
import { MarketActivityFeed } from '../../../ports/marketActivityFeed.port';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { ACTIVITY_TEXTS, activityLine, activityTime, marketActivityLine } from './activity.texts';

const NO_LISTINGS: readonly Listing[] = [];

/**
 * An item's activity (or the whole market's, `itemId` null, each line naming its item from the market's `listings`),
 * newest first, as text; Load more reads the next page, and new events join at the top as the market changes.
 */
export default function ActivityFeed({ itemId, listings = NO_LISTINGS }: { readonly itemId: string | null; readonly listings?: readonly Listing[] }) {
  // The names are read here, in the feed's own chunk, not in the page's first load.
  const itemNames = useMemo(() => new Map(listings.flatMap((listing) => (listing.market ? [[listing.market.itemId, listing.name] as const] : []))), [listings]);
  const feed = useService(MarketActivityFeed);
  const [store] = useState(() => new ActivityFeedStore(feed, itemId));
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  const { phase, events, next, loadingMore } = useObservableValue(store.state$);
  const titleId = useId();
  return (
    <section className="exchange-card exchange-activity" aria-labelledby={titleId}>
      <h3 id={titleId}>{itemId === null ? ACTIVITY_TEXTS.marketHeading : ACTIVITY_TEXTS.heading}</h3>
      {phase === 'failed' && <p role="alert">{ACTIVITY_TEXTS.loadFailed}</p>}
      {phase === 'ready' && events.length === 0 && <p className="exchange-muted">{ACTIVITY_TEXTS.none}</p>}
      {events.length > 0 && (
        <ol aria-label={itemId === null ? ACTIVITY_TEXTS.marketHeading : ACTIVITY_TEXTS.listLabel}>
          {events.map((event) => (
            <li key={event.id}>
              <span className="exchange-muted">{activityTime(event.at)}</span> {itemId === null ? marketActivityLine(event, itemNames?.get(event.itemId)) : activityLine(event)}
            </li>
          ))}
        </ol>
      )}
      {next !== null && (
        <button type="button" className="exchange-button" disabled={loadingMore} onClick={() => void store.loadMore()}>
          {ACTIVITY_TEXTS.loadMore}
        </button>
      )}
    </section>
  );
}

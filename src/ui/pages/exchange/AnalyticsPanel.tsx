import { memo, useId, useMemo } from 'react';
import type { Listing } from '../../../domain/exchange/listing';
import type { MarketNewsItem } from '../../../domain/exchange/marketFigures';
import { topByVolume, topGainers, trending } from '../../../domain/exchange/rankListings';
import { ListingChange } from './ChangeText';
import { tradeFigure } from './listingFigures';
import { ANALYTICS_TITLE, GAINERS_TITLE, NEWS_TITLE, SAMPLE_TEXT, TRENDING_TITLE, VOLUME_TITLE } from './exchange.texts';
import { formatBsvAmount, formatPrice } from './exchangeFormat';
import { RankedList } from './RankedList';

/** Trending listings, the top 3 gainers, the top 3 by volume and the market news (memoised: a view change keeps it). */
export const AnalyticsPanel = memo(function AnalyticsPanel({
  listings,
  news,
}: {
  readonly listings: readonly Listing[];
  readonly news: readonly MarketNewsItem[];
}) {
  const titleId = useId();
  const ranked = useMemo(() => ({ trending: trending(listings), gainers: topGainers(listings), volume: topByVolume(listings) }), [listings]);
  return (
    <section className="exchange-card exchange-analytics" aria-labelledby={titleId}>
      <h2 id={titleId}>{ANALYTICS_TITLE}</h2>
      <RankedList title={TRENDING_TITLE} listings={ranked.trending} figure={(listing) => formatPrice(listing.price)} />
      <RankedList title={GAINERS_TITLE} listings={ranked.gainers} figure={(listing) => <ListingChange listing={listing} />} />
      <RankedList title={VOLUME_TITLE} listings={ranked.volume} figure={(listing) => tradeFigure(listing, formatBsvAmount(listing.volume24h))} />
      <div className="exchange-news">
        <h3>{NEWS_TITLE}</h3>
        <ul aria-label={NEWS_TITLE}>
          {news.map((item) => (
            <li key={item.headline}>
              {item.headline} <span className="exchange-muted">{item.age}</span>
              {/* The real market has no news: any headline is the embedded default's written sample. */}
              <span className="exchange-sample-mark">{SAMPLE_TEXT}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});

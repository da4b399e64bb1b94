import { useId } from 'react';
import type { Listing } from '../../../domain/exchange/listing';
import type { MarketNewsItem } from '../../../domain/exchange/marketFigures';
import { topByVolume, topGainers, trending } from '../../../domain/exchange/rankListings';
import { ChangeText } from './ChangeText';
import { ANALYTICS_TITLE, GAINERS_TITLE, NEWS_TITLE, TRENDING_TITLE, VOLUME_TITLE } from './exchange.texts';
import { formatBtcAmount, formatPrice } from './exchangeFormat';
import { RankedList } from './RankedList';

/** Trending listings, the top 3 gainers, the top 3 by volume and the market news. */
export function AnalyticsPanel({ listings, news }: { readonly listings: readonly Listing[]; readonly news: readonly MarketNewsItem[] }) {
  const titleId = useId();
  return (
    <section className="exchange-card exchange-analytics" aria-labelledby={titleId}>
      <h2 id={titleId}>{ANALYTICS_TITLE}</h2>
      <RankedList title={TRENDING_TITLE} listings={trending(listings)} figure={(listing) => formatPrice(listing.price)} />
      <RankedList title={GAINERS_TITLE} listings={topGainers(listings)} figure={(listing) => <ChangeText percent={listing.change24h} />} />
      <RankedList title={VOLUME_TITLE} listings={topByVolume(listings)} figure={(listing) => formatBtcAmount(listing.volume24h)} />
      <div className="exchange-news">
        <h3>{NEWS_TITLE}</h3>
        <ul aria-label={NEWS_TITLE}>
          {news.map((item) => (
            <li key={item.headline}>
              {item.headline} <span className="exchange-muted">{item.age}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { useId } from 'react';
import {
  ANALYTICS_TITLE,
  GAINERS_TITLE,
  MARKET_NEWS,
  NEWS_TITLE,
  TRENDING_TITLE,
  VOLUME_TITLE,
} from '../../../domain/exchange/exchangeConstants';
import { formatBtcAmount, formatPrice } from '../../../domain/exchange/formatListing';
import type { Listing } from '../../../domain/exchange/listing';
import { topByVolume, topGainers, trending } from '../../../domain/exchange/rankListings';
import { ChangeText } from './ChangeText';
import { RankedList } from './RankedList';

/** Trending listings, the top 3 gainers, the top 3 by volume and static market news. */
export function AnalyticsPanel({ listings }: { readonly listings: readonly Listing[] }) {
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
          {MARKET_NEWS.map((item) => (
            <li key={item.headline}>
              {item.headline} <span className="exchange-muted">{item.age}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

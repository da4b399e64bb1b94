import type { Listing } from '../../../domain/exchange/listing';
import { BUY_LABEL, SELL_LABEL, TRADE_NOTICES } from './exchange.texts';
import { formatPrice } from './exchangeFormat';

/** Buy and Sell for one listing; the market takes no orders yet, so each reports what it would do. */
export function TradeButtons({ listing, onNotice }: { readonly listing: Listing; readonly onNotice: (text: string) => void }) {
  const price = formatPrice(listing.price);
  return (
    <span className="exchange-trade">
      <button
        type="button"
        className="exchange-button exchange-button-buy"
        aria-label={`${BUY_LABEL} ${listing.name}`}
        onClick={() => onNotice(TRADE_NOTICES.buy(listing.name, price))}
      >
        {BUY_LABEL}
      </button>
      <button
        type="button"
        className="exchange-button exchange-button-sell"
        aria-label={`${SELL_LABEL} ${listing.name}`}
        onClick={() => onNotice(TRADE_NOTICES.sell(listing.name, price))}
      >
        {SELL_LABEL}
      </button>
    </span>
  );
}

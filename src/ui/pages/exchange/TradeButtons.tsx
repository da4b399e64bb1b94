import { useRef } from 'react';
import type { Listing } from '../../../domain/exchange/listing';
import { BUY_LABEL, SELL_LABEL, forSaleText } from './exchange.texts';
import { formatCount } from './exchangeFormat';

/** What a row's trade button asks for: the listing's purchase flow, or the listing form of one's own holding. */
export type TradeIntent = 'buy' | 'sell';

/** Opens the listing's dialog at the flow asked for; `opener` gets the focus back when it closes. */
export type OnTrade = (listing: Listing, intent: TradeIntent, opener: HTMLElement | null) => void;

/**
 * Buy and Sell for one listing, and how many tokens it has for sale. Buy opens the same purchase flow as the detail
 * dialog's Buy Tokens; Sell opens the listing form of the visitor's own holding of the item. Neither decides
 * anything itself: the dialog asks a signed-out visitor to sign in, and the server checks every trade.
 */
export function TradeButtons({ listing, onTrade }: { readonly listing: Listing; readonly onTrade: OnTrade }) {
  const buyButton = useRef<HTMLButtonElement>(null);
  const sellButton = useRef<HTMLButtonElement>(null);
  return (
    <span className="exchange-trade">
      <button
        ref={buyButton}
        type="button"
        className="exchange-button exchange-button-buy"
        aria-label={`${BUY_LABEL} ${listing.name}`}
        onClick={() => onTrade(listing, 'buy', buyButton.current)}
      >
        {BUY_LABEL}
      </button>
      <button
        ref={sellButton}
        type="button"
        className="exchange-button exchange-button-sell"
        aria-label={`${SELL_LABEL} ${listing.name}`}
        onClick={() => onTrade(listing, 'sell', sellButton.current)}
      >
        {SELL_LABEL}
      </button>
      {listing.market !== undefined && <span className="exchange-muted exchange-cell-note">{forSaleText(formatCount(listing.market.forSale))}</span>}
    </span>
  );
}

import type { MarketItem, MarketListing } from '../../../domain/exchange/market/marketRecords';
import { priceHistory, statsOfFacts, type ItemMarketStats } from '../../../domain/exchange/market/marketStats';
import { portfolioTotals, profitAndLossPercent, type PortfolioTotals } from '../../../domain/exchange/market/portfolioFigures';
import { positionOf, type Position } from '../../../domain/exchange/market/positionValuation';
import type { MarketRepository } from '../../../ports/marketRepository.port';
import { LiveBoard, type MarketBoard } from './liveBoard';

export type { ListingOnBoard, MarketBoard } from './liveBoard';

/** One item in detail: its figures, its price history (for the chart) and its open listings. */
export interface ItemDetail {
  readonly item: MarketItem;
  readonly stats: ItemMarketStats;
  readonly history: readonly { readonly at: number; readonly priceSatoshis: number }[];
  readonly listings: readonly MarketListing[];
}

/**
 * One position of a portfolio: the holding valued at the item's last price, the profit in percent of the cost basis,
 * the item's dividends received and still being paid, and the holder's own open listing of the item (or null).
 */
export type PortfolioPosition = Position & {
  readonly item: MarketItem;
  readonly profitAndLossPercent: number | null;
  readonly pendingDividendsSatoshis: number;
  readonly dividendsReceivedSatoshis: number;
  readonly listing: MarketListing | null;
};

/** A holder's portfolio: positions with their item and figures, their totals, and the dividends received. */
export interface MarketPortfolio {
  readonly positions: readonly PortfolioPosition[];
  readonly totals: PortfolioTotals;
  readonly dividendsReceivedSatoshis: number;
}

const sumOf = (receipts: readonly { readonly itemId: string; readonly satoshis: number }[], itemId: string): number =>
  receipts.reduce((sum, receipt) => (receipt.itemId === itemId ? sum + receipt.satoshis : sum), 0);

/** Reads of the market (issue 30, Build 3 and 4): nothing here is invented; where nothing traded, figures are null. */
export class MarketReads {
  private readonly live: LiveBoard;

  constructor(
    private readonly repository: MarketRepository,
    private readonly now: () => number,
    /** How long the board is kept before a whole read in the background (`LiveBoard`); 0: at every request after the first. */
    fullReadMs?: number,
  ) {
    this.live = new LiveBoard(repository, now, fullReadMs);
  }

  /** The marketplace: open listings with their figures, the stat cards and the analytics lists. */
  board(): Promise<MarketBoard> {
    return this.live.board();
  }

  /** Resolves when the board's whole read under way in the background (if any) has ended. */
  boardSettled(): Promise<void> {
    return this.live.settled();
  }

  async item(itemId: string): Promise<ItemDetail | null> {
    const item = await this.repository.item(itemId);
    if (item === null) return null;
    const [facts, holders, trades, listings] = await Promise.all([
      this.repository.tradeFacts([itemId], this.now()),
      this.repository.holders(itemId),
      this.repository.tradesOf(itemId),
      this.repository.openListings([itemId]),
    ]);
    const fact = facts[0] ?? { itemId, lastPriceSatoshis: null, referencePriceSatoshis: null, volume24hSatoshis: 0, trades24h: 0 };
    return {
      item,
      stats: statsOfFacts(fact, item.supply, holders.length),
      history: priceHistory(trades),
      listings,
    };
  }

  async portfolio(holder: string): Promise<MarketPortfolio> {
    const [holdings, trades, dividends, pending] = await Promise.all([
      this.repository.holdingsOf(holder),
      this.repository.tradesOfHolder(holder),
      this.repository.dividendsOf(holder),
      this.repository.pendingDividendsOf(holder),
    ]);
    const facts = await this.repository.tradeFacts(
      holdings.map((holding) => holding.itemId),
      this.now(),
    );
    const positions = await Promise.all(
      holdings.map(async ({ itemId }) => {
        const [item, listing] = await Promise.all([this.repository.item(itemId), this.repository.listingOf(itemId, holder)]);
        if (item === null) return [];
        const lastPrice = facts.find((fact) => fact.itemId === itemId)?.lastPriceSatoshis ?? null;
        const minted = item.owner === holder ? item.supply : 0;
        const position = positionOf(holder, itemId, minted, trades.filter((trade) => trade.itemId === itemId), lastPrice);
        return [
          {
            ...position,
            item,
            profitAndLossPercent: profitAndLossPercent(position.costBasisSatoshis, position.profitAndLossSatoshis),
            pendingDividendsSatoshis: sumOf(pending, itemId),
            dividendsReceivedSatoshis: sumOf(dividends, itemId),
            listing: listing !== null && listing.quantity > 0 ? listing : null,
          },
        ];
      }),
    );
    const held = positions.flat();
    // Dividends of items no longer held still count in what was received.
    const received = dividends.reduce((sum, receipt) => sum + receipt.satoshis, 0);
    return { positions: held, totals: { ...portfolioTotals(held), dividendsReceivedSatoshis: received }, dividendsReceivedSatoshis: received };
  }
}

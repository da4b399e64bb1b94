import type { CodeType, Listing } from './listing';
import { listingId } from './listing';
import type { Holding, PortfolioSummary } from './portfolio';

/** A code file of a minted item: its name and SHA-256 digest (64 lower-case hex digits). */
export interface CodeItemFile {
  readonly name: string;
  readonly sha256: string;
}

/**
 * A code NFT as an item in a wallet's inventory (HandCash items, or the sandbox wallet's): what was minted, and
 * where the wallet shows it (null when it gives no page). Amounts are in BSV.
 */
export interface CodeItem {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly codeType: CodeType;
  readonly language: string;
  readonly files: readonly CodeItemFile[];
  /** Tokens of the project the holder has; at mint, the whole initial supply. */
  readonly supply: number;
  /** Price of one token. */
  readonly price: number;
  /** Percent of revenue to token holders. */
  readonly revenueSharePercent: number;
  /** The creator's royalty on every resale, 0 to 10 % (absent: 0, as on items minted before royalties). */
  readonly royaltyPercent?: number;
  /** Epoch ms. */
  readonly mintedAt: number;
  readonly url: string | null;
}

/** The holder of a freshly minted item owns all of its supply. */
const MINTER_SHARE_PERCENT = 100;

/** Up to two letters of the name, upper case, drawn as the item's picture. */
const monogram = (name: string): string =>
  name
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** An item as a holding of the portfolio: a listing of its own (not traded yet: no market figures, no author shown) and all its tokens. */
export function holdingOfItem(item: CodeItem): Holding {
  const listing: Listing = {
    id: listingId(item.id),
    name: item.name,
    description: item.description,
    author: '',
    authorAvatar: '',
    price: item.price,
    marketCap: item.price * item.supply,
    holders: 1,
    volume24h: 0,
    change24h: 0,
    codeType: item.codeType,
    language: item.language,
    tags: [],
    downloads: 0,
    rating: 0,
    revenue: 0,
    dividendYield: 0,
    lastSale: item.price,
    thumbnail: monogram(item.name),
    verified: false,
    trending: false,
    featured: false,
  };
  return { listing, tokens: item.supply, sharePercent: MINTER_SHARE_PERCENT, value: item.price * item.supply };
}

/** The totals of holdings made from items: their value; no revenue, dividends or change until they trade. */
export function summaryOfHoldings(holdings: readonly Holding[]): PortfolioSummary {
  return {
    totalValue: holdings.reduce((sum, holding) => sum + holding.value, 0),
    totalRevenue: 0,
    holdingsCount: holdings.length,
    pendingDividends: 0,
    profitAndLoss24h: { btc: 0, percent: 0 },
  };
}

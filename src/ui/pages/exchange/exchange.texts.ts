/** Copy of the exchange screen (spec sections 2 and 9), each text once. */
import type { MarketFilter, MarketLayout, MarketSort } from '../../../domain/exchange/marketView';
import type { PortfolioError } from '../../../ports/portfolio.port';

/** The exchange's one currency, in every view. */
export const BSV_UNIT = 'BSV';

/** The exchange's three sections; `marketplace` is shown first. */
export type ExchangeTabId = 'marketplace' | 'portfolio' | 'mint';
export const EXCHANGE_TABS: readonly { readonly id: ExchangeTabId; readonly label: string }[] = [
  { id: 'marketplace', label: 'Marketplace' },
  { id: 'portfolio', label: 'My Portfolio' },
  { id: 'mint', label: 'Mint NFT' },
];
export const INITIAL_EXCHANGE_TAB: ExchangeTabId = 'marketplace';
export const EXCHANGE_TABS_LABEL = 'Exchange sections';
export const EXCHANGE_LEAD = 'Trade tokens of code projects, follow your portfolio and mint new code NFTs.';

export const MARKET_STAT_LABELS = {
  marketCap: 'Total Market Cap',
  volume: '24h Volume',
  traders: 'Active Traders',
  dividends: 'Dividends Paid 24h',
} as const;
export const MARKET_STAT_NOTES = { traders: 'in the last 24 hours', dividendsSuffix: 'to token holders' } as const;

/** Controls of the trading table. */
export const MARKETS_TITLE = 'Markets';
export const SEARCH_LABEL = 'Search markets';
export const SEARCH_PLACEHOLDER = 'Search by name or tag';
export const VIEW_TOGGLE_LABEL = 'View';
export const LAYOUT_LABELS: Readonly<Record<MarketLayout, string>> = { table: 'Table', cards: 'Cards' };
export const MARKET_FILTERS_LABEL = 'Market filter';
export const FILTER_LABELS: Readonly<Record<MarketFilter, string>> = {
  all: 'All Markets',
  app: 'Apps',
  contract: 'Contracts',
  library: 'Libraries',
  trending: 'Trending',
};
export const SORT_LABEL = 'Sort by';
export const SORT_LABELS: Readonly<Record<MarketSort, string>> = {
  marketCap: 'Market Cap',
  volume: 'Volume',
  change: '24h Change',
  price: 'Price',
};
/** The count line: what is shown of how many (`4 of 10 listings`). */
export const countText = (shown: string, total: string): string => `${shown} of ${total} listings`;
export const NO_MATCHES_TEXT = 'No listing matches your search.';
export const LOADING_TEXT = 'Loading the market…';
/** Stands for a figure not read yet, in the frame kept for it while the market or portfolio loads. */
export const PLACEHOLDER_FIGURE = '—';
export const CATALOGUE_UNAVAILABLE_TEXT = 'The market could not be loaded. Reload the page to try again.';
export const TABLE_REGION_LABEL = 'Markets table';
export const CARDS_REGION_LABEL = 'Markets cards';
export const TABLE_COLUMNS = ['Rank', 'Asset', 'Price', '24h Change', 'Volume (24h)', 'Market Cap',
  'Circulating Supply', 'Holders', 'APY', 'Trade'] as const;
export const VERIFIED_TEXT = 'verified';
/** A holding's button that opens the form listing its tokens on the market. */
export const LIST_TOKENS_LABEL = 'List tokens';
/** The mark of an example listing of the embedded default (not a market record). */
export const SAMPLE_TEXT = 'Sample';
/** Said instead of a figure the market cannot give before its first trade. */
export const NO_TRADES_TEXT = 'No trades yet';

/** A row's trade buttons: Buy opens the listing's purchase flow, Sell the listing form of one's own holding. */
export const BUY_LABEL = 'Buy';
export const SELL_LABEL = 'Sell';
export const CLAIM_LABEL = 'Claim';
export const BUY_TOKENS_LABEL = 'Buy Tokens';
export const VIEW_SOURCE_LABEL = 'View Source';
export const DOWNLOAD_LABEL = 'Download';
export const MINT_NEW_CODE_LABEL = 'Mint New Code';
export const PORTFOLIO_ANALYTICS_LABEL = 'Portfolio Analytics';
/** How many tokens a listing has for sale, under its row's trade buttons: `120 for sale`. */
export const forSaleText = (count: string): string => `${count} for sale`;
/** Dividends reach holders' wallets as they are distributed: a claim has nothing to pay out. */
export const NOTHING_TO_CLAIM = 'Dividends are paid straight to your wallet as they are distributed: there is nothing to claim.';

/** Labels of the detail modal's figures. */
export const DETAIL_LABELS = { marketCap: 'Market Cap', holders: 'Holders', downloads: 'Downloads', rating: 'Rating' } as const;

/** Titles of the analytics panel. */
export const ANALYTICS_TITLE = 'Market Analytics';
export const TRENDING_TITLE = 'Trending';
export const GAINERS_TITLE = 'Top Gainers';
export const VOLUME_TITLE = 'Top Volume';
export const NEWS_TITLE = 'Market News';

/** Labels of the portfolio figures (spec sections 2 and 3). */
export const PORTFOLIO_LABELS = {
  panelTitle: 'Your Portfolio',
  tabTitle: 'My Portfolio',
  totalValue: 'Total Value',
  totalRevenue: 'Total Revenue',
  profitAndLoss24h: '24h P&L',
  holdings: 'Holdings',
  pendingDividends: 'Pending Dividends',
} as const;
export const NO_HOLDINGS_TEXT = 'No code NFTs yet: mint one in the Mint NFT tab.';
/** How many tokens a holding has and its share of supply: `25 tokens (12.5%)`. */
export const holdingShareText = (tokens: number, sharePercent: number): string => `${tokens} tokens (${sharePercent}%)`;

/** What a refused mint says, in the portfolio and in the mint form alike (one copy). */
export const MINTING_NOT_CONNECTED = 'Minting is not connected yet in this demonstration: no token was created.';

/** What the portfolio's failures say; a claim refusal says what Claim would have done. */
export const PORTFOLIO_ERROR_TEXTS: Readonly<Record<PortfolioError['code'], string>> = {
  'portfolio-unavailable': 'The portfolio could not be loaded. Reload the page to try again.',
  'trading-not-available': NOTHING_TO_CLAIM,
  'minting-not-available': MINTING_NOT_CONNECTED,
  'signed-out': 'Sign in with HandCash to see your portfolio.',
  'mint-refused': 'The minter refused this item; nothing was minted.',
  'mint-daily-limit': 'You have reached today’s limit of mints through the app’s minter; nothing was minted.',
};
export const claimNotice = (code: PortfolioError['code'], pending: string): string =>
  code === 'trading-not-available' ? `${NOTHING_TO_CLAIM} Pending: ${pending}.` : PORTFOLIO_ERROR_TEXTS[code];
export const claimPaidText = (amount: string): string => `${amount} of dividends paid to your wallet.`;

/** Numbers and texts of the exchange screen (spec sections 2, 5 and 9), each named once. */

/** Sample BTC to USD rate used for every dollar figure (spec section 9). */
export const BTC_USD_RATE = 45000;
export const PRICE_DECIMALS = 4;
export const CHANGE_DECIMALS = 1;
/** Trending, gainers and volume lists show this many items. */
export const RANKED_LIST_SIZE = 3;
/** Names in those lists are cut to this many characters. */
export const LIST_NAME_MAX_CHARS = 12;
export const RATING_SCALE = 5;
export const BTC_UNIT = 'BTC';

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

/** The two market stat cards the catalogue cannot give (spec section 2: static figures). */
export const ACTIVE_TRADERS_24H = 10571;
export const DIVIDENDS_PAID_24H_BTC = 4.82;
export const MARKET_STAT_LABELS = {
  marketCap: 'Total Market Cap',
  volume: '24h Volume',
  traders: 'Active Traders',
  dividends: 'Dividends Paid 24h',
} as const;

/** Controls of the trading table. The spec gives the filter tabs, sort select and view toggle no effect. */
export const MARKETS_TITLE = 'Markets';
export const SEARCH_LABEL = 'Search markets';
export const SEARCH_PLACEHOLDER = 'Search by name or tag';
export const VIEW_MODES = ['Table', 'Cards'] as const;
export const VIEW_TOGGLE_LABEL = 'View';
export const MARKET_FILTERS = ['All Markets', 'Apps', 'Contracts', 'Libraries', 'Trending'] as const;
export const MARKET_FILTERS_LABEL = 'Market filter';
export const SORT_OPTIONS = ['Market Cap', 'Volume', '24h Change', 'Price'] as const;
export const SORT_LABEL = 'Sort by';
export const NO_MATCHES_TEXT = 'No listing matches your search.';
export const TABLE_REGION_LABEL = 'Markets table';
export const TABLE_COLUMNS = ['Rank', 'Asset', 'Price', '24h Change', 'Volume (24h)', 'Market Cap',
  'Circulating Supply', 'Holders', 'APY', 'Trade'] as const;

/** Buttons the spec shows without behaviour (section 7: not wired to any call). */
export const BUY_LABEL = 'Buy';
export const SELL_LABEL = 'Sell';
export const CLAIM_LABEL = 'Claim';
export const BUY_TOKENS_LABEL = 'Buy Tokens';
export const VIEW_SOURCE_LABEL = 'View Source';
export const DOWNLOAD_LABEL = 'Download';
export const MINT_NEW_CODE_LABEL = 'Mint New Code';
export const PORTFOLIO_ANALYTICS_LABEL = 'Portfolio Analytics';

/** Labels of the detail modal's figures. */
export const DETAIL_LABELS = { marketCap: 'Market Cap', holders: 'Holders', downloads: 'Downloads', rating: 'Rating' } as const;

/** Sample holding (spec section 9): 25 tokens, 12.5 %, valued at 0.125 times the price. */
export const SAMPLE_HOLDING_TOKENS = 25;
export const SAMPLE_HOLDING_SHARE_PERCENT = 12.5;
export const SAMPLE_HOLDING_VALUE_FACTOR = 0.125;
/** Each code token's total supply, shown as 'of 1,000,000'. */
export const TOKEN_TOTAL_SUPPLY = 1_000_000;
/** Portfolio views show at most this many holdings. */
export const PORTFOLIO_HOLDINGS_LIMIT = 3;

/** Titles of the analytics panel and its static news. */
export const ANALYTICS_TITLE = 'Market Analytics';
export const TRENDING_TITLE = 'Trending';
export const GAINERS_TITLE = 'Top Gainers';
export const VOLUME_TITLE = 'Top Volume';
export const NEWS_TITLE = 'Market News';
export const MARKET_NEWS: readonly { readonly headline: string; readonly age: string }[] = [
  { headline: 'Wallet libraries lead a week of record code-token volume', age: '2h ago' },
  { headline: 'Escrow contracts pay the highest dividend yields this month', age: '5h ago' },
  { headline: 'Ordinals tooling draws hundreds of new holders', age: '1d ago' },
];

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

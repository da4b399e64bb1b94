import { firstValueFrom } from 'rxjs';
import { listingId, type CodeType, type Listing } from '../../domain/exchange/listing';
import type { MarketFigures, MarketNewsItem } from '../../domain/exchange/marketFigures';
import { MINT_CODE_TYPES } from '../../domain/exchange/mintRules';
import { SATOSHIS_PER_BSV } from '../../domain/payments/bsvAmount';
import { isRecord } from '../../domain/session/isRecord';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CatalogError, ListingCatalog } from '../../ports/listingCatalog.port';
import { API_PATHS } from './apiPaths';
import { jsonRequest } from './jsonRequest';

type Board = { readonly listings: readonly Listing[]; readonly figures: MarketFigures };
type Record_ = Readonly<Record<string, unknown>>;

const unavailable = (): CatalogError => ({ code: 'catalogue-unavailable' });
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const btc = (satoshis: number | null): number | null => (satoshis === null ? null : satoshis / SATOSHIS_PER_BSV);
const initials = (name: string): string =>
  name
    .split(/[\s_.-]+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** One row of the board as a listing; null when malformed. Figures the market does not have are 0 (no downloads, no rating). */
function listingOf(row: unknown, trending: ReadonlySet<string>): Listing | null {
  if (!isRecord(row) || !isRecord(row['listing']) || !isRecord(row['item']) || !isRecord(row['stats'])) return null;
  const open: Record_ = row['listing'];
  const item: Record_ = row['item'];
  const stats: Record_ = row['stats'];
  const ask = number(open['priceSatoshis']);
  const forSale = number(open['quantity']);
  const codeType = text(item['codeType']);
  if (ask === null || forSale === null || !(MINT_CODE_TYPES as readonly string[]).includes(codeType)) return null;
  const lastPrice = number(stats['lastPriceSatoshis']);
  const price = (lastPrice ?? ask) / SATOSHIS_PER_BSV;
  const seller = text(open['seller']);
  const itemId = text(item['itemId']);
  return {
    id: listingId(`market-${text(open['id'])}`),
    name: text(item['name']),
    description: text(item['description']),
    author: seller,
    authorAvatar: initials(seller),
    price,
    marketCap: btc(number(stats['marketCapSatoshis'])) ?? 0,
    holders: number(stats['holders']) ?? 0,
    volume24h: btc(number(stats['volume24hSatoshis'])) ?? 0,
    change24h: number(stats['change24hPercent']) ?? 0,
    codeType: codeType as CodeType,
    language: text(item['language']),
    tags: [],
    downloads: 0,
    rating: 0,
    revenue: 0,
    dividendYield: 0,
    lastSale: price,
    thumbnail: initials(text(item['name'])),
    verified: false,
    trending: trending.has(itemId),
    featured: false,
    sample: false,
    market: { listingId: text(open['id']), itemId, seller, forSale, askSatoshis: ask, traded: lastPrice !== null },
  };
}

/** The board's answer as listings and figures; null when malformed. */
function boardOf(body: unknown, btcUsdRate: number | null): Board | null {
  if (!isRecord(body) || !Array.isArray(body['listings']) || !isRecord(body['summary'])) return null;
  const summary: Record_ = body['summary'];
  const rankings = isRecord(body['rankings']) && Array.isArray(body['rankings']['trending']) ? body['rankings']['trending'] : [];
  const trending = new Set(rankings.filter((id): id is string => typeof id === 'string'));
  return {
    listings: body['listings'].flatMap((row: unknown) => {
      const listing = listingOf(row, trending);
      return listing === null ? [] : [listing];
    }),
    figures: {
      activeTraders24h: number(summary['activeTraders24h']) ?? 0,
      dividendsPaid24hBtc: btc(number(summary['dividendsPaid24hSatoshis'])) ?? 0,
      btcUsdRate,
      totals: { marketCap: btc(number(summary['marketCapSatoshis'])), volume24h: btc(number(summary['volume24hSatoshis'])) },
    },
  };
}

/**
 * The market from this app's server (`GET /api/market`): real listings with figures computed from trades, and the
 * stat cards' totals (null before the first trade, so the page says "No trades yet"). Listings and figures asked
 * together share one request. The real market has no news.
 */
export class HttpMarketCatalog implements ListingCatalog {
  private board: Promise<Result<Board, CatalogError>> | null = null;

  /** `btcUsdRate`: the rate dollar figures are shown at; null (the default): none, the real market knows no rate. */
  constructor(private readonly btcUsdRate: number | null = null) {}

  async listings(): Promise<Result<readonly Listing[], CatalogError>> {
    const board = await this.read();
    return board.ok ? ok(board.value.listings) : board;
  }

  async marketFigures(): Promise<Result<MarketFigures, CatalogError>> {
    const board = await this.read();
    return board.ok ? ok(board.value.figures) : board;
  }

  news(): Promise<Result<readonly MarketNewsItem[], CatalogError>> {
    return Promise.resolve(ok([]));
  }

  private read(): Promise<Result<Board, CatalogError>> {
    this.board ??= this.fetchBoard().finally(() => {
      this.board = null;
    });
    return this.board;
  }

  private async fetchBoard(): Promise<Result<Board, CatalogError>> {
    const answer = await firstValueFrom(jsonRequest('GET', API_PATHS.market));
    if (!answer.ok || answer.value.status !== 200) return err(unavailable());
    const board = boardOf(answer.value.body, this.btcUsdRate);
    return board === null ? err(unavailable()) : ok(board);
  }
}

/**
 * The real market (without dollar figures: it knows no exchange rate), with the sample's news. With `showSamples` (the embedded default) the
 * sample's listings follow the real ones, each marked "Sample", never mixed unmarked; the stat cards' figures are the
 * real market's only.
 */
export class MarketWithSamples implements ListingCatalog {
  constructor(
    private readonly real: ListingCatalog,
    private readonly sample: ListingCatalog,
    private readonly showSamples: boolean = true,
  ) {}

  async listings(): Promise<Result<readonly Listing[], CatalogError>> {
    if (!this.showSamples) return this.real.listings();
    const [real, sample] = await Promise.all([this.real.listings(), this.sample.listings()]);
    if (!sample.ok) return real;
    return ok([...(real.ok ? real.value : []), ...sample.value]);
  }

  /** The real market's figures only: the sample's invented figures (and its dollar rate) are not mixed in. */
  marketFigures(): Promise<Result<MarketFigures, CatalogError>> {
    return this.real.marketFigures();
  }

  news(): Promise<Result<readonly MarketNewsItem[], CatalogError>> {
    return this.sample.news();
  }
}

import { firstValueFrom } from 'rxjs';
import * as v from 'valibot';
import { listingId, type Listing } from '../../domain/exchange/listing';
import type { MarketFigures, MarketNewsItem } from '../../domain/exchange/marketFigures';
import { SATOSHIS_PER_BSV } from '../../domain/payments/bsvAmount';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CatalogError, ListingCatalog } from '../../ports/listingCatalog.port';
import { BoardAnswer } from '../wire/market.schema';
import { API_PATHS } from './apiPaths';
import { jsonRequest } from './jsonRequest';

type Board = { readonly listings: readonly Listing[]; readonly figures: MarketFigures };
/** One row of the board, as the route's schema has it. */
const BoardRow = BoardAnswer.entries.listings.item;
type BoardRow = v.InferOutput<typeof BoardRow>;
/** The board with its rows left to read one by one, so a row that does not match is skipped, not the board. */
const BoardEnvelope = v.object({ ...BoardAnswer.entries, listings: v.array(v.unknown()) });

const unavailable = (): CatalogError => ({ code: 'catalogue-unavailable' });
const btc = (satoshis: number | null): number | null => (satoshis === null ? null : satoshis / SATOSHIS_PER_BSV);
const initials = (name: string): string =>
  name
    .split(/[\s_.-]+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * One row of the board as a listing. Figures the market does not have are 0 (no downloads, no rating); before the
 * item's first trade its price is the ask, and `market.traded` is false so the page says "No trades yet".
 */
function listingOf({ listing: open, item, stats }: BoardRow, trending: ReadonlySet<string>): Listing {
  const lastPrice = stats.lastPriceSatoshis;
  const price = (lastPrice ?? open.priceSatoshis) / SATOSHIS_PER_BSV;
  return {
    id: listingId(`market-${open.id}`),
    name: item.name,
    description: item.description,
    author: open.seller,
    authorAvatar: initials(open.seller),
    price,
    marketCap: btc(stats.marketCapSatoshis) ?? 0,
    holders: stats.holders,
    volume24h: btc(stats.volume24hSatoshis) ?? 0,
    change24h: stats.change24hPercent ?? 0,
    codeType: item.codeType,
    language: item.language,
    tags: [],
    downloads: 0,
    rating: 0,
    revenue: 0,
    dividendYield: 0,
    lastSale: price,
    thumbnail: initials(item.name),
    verified: false,
    trending: trending.has(item.itemId),
    featured: false,
    sample: false,
    market: {
      listingId: open.id,
      itemId: item.itemId,
      seller: open.seller,
      forSale: open.quantity,
      askSatoshis: open.priceSatoshis,
      traded: lastPrice !== null,
      changeKnown: stats.change24hPercent !== null,
      supply: item.supply,
      creator: item.owner,
      royaltyPercent: item.royaltyPercent ?? 0,
    },
  };
}

/**
 * The board's answer, read with the route's schema (`BoardAnswer`), as listings and figures; null when it does not
 * match (a row that does not is left out).
 */
function boardOf(body: unknown, usdPerBsv: number | null): Board | null {
  const parsed = v.safeParse(BoardEnvelope, body);
  if (!parsed.success) return null;
  const { listings, summary, rankings } = parsed.output;
  const trending = new Set(rankings.trending);
  return {
    listings: listings.flatMap((value) => {
      const row = v.safeParse(BoardRow, value);
      return row.success ? [listingOf(row.output, trending)] : [];
    }),
    figures: {
      activeTraders24h: summary.activeTraders24h,
      dividendsPaid24hBsv: btc(summary.dividendsPaid24hSatoshis) ?? 0,
      usdPerBsv,
      totals: { marketCap: btc(summary.marketCapSatoshis), volume24h: btc(summary.volume24hSatoshis) },
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

  /** `usdPerBsv`: the operator's rate dollar figures are shown at (`BSV_USD_RATE`); null (the default): no dollar figure. */
  constructor(private readonly usdPerBsv: number | null = null) {}

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
    const board = boardOf(answer.value.body, this.usdPerBsv);
    return board === null ? err(unavailable()) : ok(board);
  }
}

/**
 * The real market (without dollar figures: it knows no exchange rate). With `showSamples` (the embedded default) the
 * sample's listings follow the real ones, each marked "Sample", never mixed unmarked, and the sample's news is shown
 * (marked too); without, neither. The stat cards' figures are the real market's only.
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

  /** The sample's news on the embedded default only (the real market has none; written headlines are no news). */
  news(): Promise<Result<readonly MarketNewsItem[], CatalogError>> {
    return this.showSamples ? this.sample.news() : Promise.resolve(ok([]));
  }
}

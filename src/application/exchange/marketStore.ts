import type { Listing, ListingId } from '../../domain/exchange/listing';
import { marketRanks, type MarketFigures, type MarketNewsItem } from '../../domain/exchange/marketFigures';
import type { CatalogError, ListingCatalog } from '../../ports/listingCatalog.port';
import { Store } from '../shared/store';

/** The exchange's market as the page shows it. */
export interface MarketState {
  /** `loading` until the catalogue answers; `failed` when its listings could not be read. */
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly listings: readonly Listing[];
  /** Each listing's market rank (its place in the catalogue). */
  readonly ranks: ReadonlyMap<ListingId, number>;
  /** Null until known, or when they could not be read. */
  readonly figures: MarketFigures | null;
  readonly news: readonly MarketNewsItem[];
  readonly failure: CatalogError['code'] | null;
}

const INITIAL: MarketState = { phase: 'loading', listings: [], ranks: new Map(), figures: null, news: [], failure: null };

/** Reads the market from the `ListingCatalog` once, on the first `open()`. */
export class MarketStore extends Store<MarketState> {
  private opened = false;
  private disposed = false;

  constructor(private readonly catalogue: ListingCatalog) {
    super(INITIAL);
  }

  /** Starts reading the market; later calls do nothing. */
  open(): void {
    if (this.opened) return;
    this.opened = true;
    void this.load();
  }

  /** Reads the market again (after a purchase or a listing); the current state stays until the answer. */
  reload(): void {
    this.opened = true;
    void this.load();
  }

  private async load(): Promise<void> {
    const [listings, figures, news] = await Promise.all([
      this.catalogue.listings(),
      this.catalogue.marketFigures(),
      this.catalogue.news(),
    ]);
    if (this.disposed) return;
    const failure = [listings, figures, news].find((result) => !result.ok);
    this.setState({
      phase: listings.ok ? 'ready' : 'failed',
      listings: listings.ok ? listings.value : [],
      ranks: listings.ok ? marketRanks(listings.value) : new Map(),
      figures: figures.ok ? figures.value : null,
      news: news.ok ? news.value : [],
      failure: failure && !failure.ok ? failure.error.code : null,
    });
  }

  override dispose(): void {
    this.disposed = true;
    super.dispose();
  }
}

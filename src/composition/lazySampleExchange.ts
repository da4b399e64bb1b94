import { lazyPort } from '../adapters/lazy/lazyPort';
import type { ListingCatalog } from '../ports/listingCatalog.port';
import type { Portfolio } from '../ports/portfolio.port';

/**
 * The exchange's sample market and portfolio, loaded together on first use. The catalogue's size comes from the
 * query of the page the app started on (`?listings=N`), read now, not when the exchange first opens.
 */
export function lazySampleExchange(firstSearch: string): { listingCatalog: ListingCatalog; portfolio: Portfolio } {
  const load = () => import('../adapters/sample/sampleExchange').then(({ sampleExchange }) => sampleExchange(firstSearch));
  let loading: ReturnType<typeof load> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    listingCatalog: lazyPort(async () => (await loaded()).listingCatalog, { listings: 'promise', marketFigures: 'promise', news: 'promise' }),
    portfolio: lazyPort(async () => (await loaded()).portfolio, {
      summary: 'promise',
      holdings: 'promise',
      claimDividends: 'promise',
      mint: 'promise',
    }),
  };
}

import { lazyPort } from '../adapters/lazy/lazyPort';
import type { ListingCatalog } from '../ports/listingCatalog.port';

/**
 * The exchange's sample market, loaded on first use. The catalogue's size comes from the
 * query of the page the app started on (`?listings=N`), read now, not when the exchange first opens.
 */
export function lazySampleExchange(firstSearch: string): { listingCatalog: ListingCatalog } {
  const load = () => import('../adapters/sample/sampleExchange').then(({ sampleExchange }) => sampleExchange(firstSearch));
  let loading: ReturnType<typeof load> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    listingCatalog: lazyPort(async () => (await loaded()).listingCatalog, { listings: 'promise', marketFigures: 'promise', news: 'promise' }),
  };
}

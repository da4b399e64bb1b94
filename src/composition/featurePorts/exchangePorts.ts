import type { Container } from 'inversify';
import { LazyPortfolio } from '../../adapters/http/lazyPortfolio.adapter';
import { lazyPort } from '../../adapters/lazy/lazyPort';
import { loadOnce } from '../../adapters/lazy/loadOnce';
import { FileDigest } from '../../ports/fileDigest.port';
import { FileSaver } from '../../ports/fileSaver.port';
import { ListingCatalog } from '../../ports/listingCatalog.port';
import { MarketDesk } from '../../ports/marketDesk.port';
import { OfferBook } from '../../ports/offerBook.port';
import { MarketActivityFeed } from '../../ports/marketActivityFeed.port';
import { PendingPaymentDesk } from '../../ports/pendingPaymentDesk.port';
import { Portfolio } from '../../ports/portfolio.port';
import { lazySampleExchange } from '../lazySampleExchange';
import { bindAdapters } from '../shellPorts';
import type { BrowserPortsContext } from './browserPortsContext';

/**
 * The exchange's ports: the market (the server's, with the sample's beside it on the embedded default), the portfolio,
 * the payer's payments pending check, file digests, and the downloads of an item's files.
 */
export function bindExchangePorts(container: Container, { config, firstSearch }: BrowserPortsContext): void {
  // The sample market only beside the real one on the embedded default, each of its listings marked "Sample"; the
  // real market comes from the server's database.
  const { listingCatalog: sampleCatalog } = lazySampleExchange(firstSearch);
  const marketAdapters = loadOnce(() => import('../marketAdapters'));
  bindAdapters(
    container,
    { listingCatalog: ListingCatalog, marketDesk: MarketDesk, offerBook: OfferBook, marketActivityFeed: MarketActivityFeed, portfolio: Portfolio, pendingPaymentDesk: PendingPaymentDesk, fileDigest: FileDigest, fileSaver: FileSaver },
    {
      listingCatalog: lazyPort(async () => (await marketAdapters()).marketCatalog(config.mode === 'embedded', sampleCatalog, config.exchange?.usdPerBsv ?? null), {
        listings: 'promise',
        marketFigures: 'promise',
        news: 'promise',
      }),
      marketDesk: lazyPort(async () => new (await marketAdapters()).HttpMarketDesk(), { buy: 'promise', list: 'promise', change: 'promise', withdraw: 'promise', distribute: 'promise', history: 'promise', candles: 'promise', filesOf: 'promise' }),
      offerBook: lazyPort(async () => new (await marketAdapters()).HttpOfferBook(), { ofItem: 'promise', mine: 'promise', make: 'promise', withdraw: 'promise', accept: 'promise' }),
      marketActivityFeed: lazyPort(async () => new (await marketAdapters()).HttpMarketActivityFeed(), { page: 'promise', changes: 'observable' }),
      // The signed-in person's code NFTs and market positions come from the server (the sandbox wallet on the
      // embedded default). With no wallet configured nobody is signed in, so it says so: the sample portfolio's
      // written figures are never shown as someone's.
      portfolio: new LazyPortfolio(async () => new (await import('../../adapters/http/httpPortfolio.adapter')).HttpPortfolio()),
      // The purchases and dividends of the signed-in payer stopped at "pending check" (My Portfolio).
      // Inlined, not shared with the other feature's bindings: a chunk of its own would cost each page more than it.
      pendingPaymentDesk: lazyPort(async () => new (await import('../../adapters/http/httpPendingPaymentDesk.adapter')).HttpPendingPaymentDesk(), {
        list: 'promise',
        settle: 'promise',
        release: 'promise',
      }),
      fileDigest: lazyPort(
        () => import('../../adapters/browser/subtleFileDigest.adapter').then(({ SubtleFileDigest }) => new SubtleFileDigest()),
        { sha256Hex: 'promise' },
      ),
      fileSaver: lazyPort(
        () => import('../../adapters/browser/browserFileSaver.adapter').then(({ BrowserFileSaver }) => new BrowserFileSaver()),
        { saveText: 'promise', saveZip: 'promise' },
      ),
    },
  );
}

import type { Container } from 'inversify';
import { BuyTokens } from '../application/exchange/buyTokens';
import { MarketStore } from '../application/exchange/marketStore';
import { ItemSource } from '../application/exchange/itemSource';
import { MintCodeNft } from '../application/exchange/mintCodeNft';
import { PortfolioStore } from '../application/exchange/portfolioStore';
import { PrepareMint } from '../application/exchange/prepareMint';
import { FileDigest } from '../ports/fileDigest.port';
import { FileSaver } from '../ports/fileSaver.port';
import { ListingCatalog } from '../ports/listingCatalog.port';
import { MarketDesk } from '../ports/marketDesk.port';
import { Random } from '../ports/random.port';
import { Portfolio } from '../ports/portfolio.port';
import { bindService } from './resolve';

/** The exchange's stores, mint, trading and item-files use cases over the ListingCatalog, Portfolio, MarketDesk, FileDigest and FileSaver ports. */
export function bindExchange(container: Container): void {
  bindService(container, MarketStore, (get) => new MarketStore(get(ListingCatalog)));
  bindService(container, PortfolioStore, (get) => new PortfolioStore(get(Portfolio)));
  bindService(container, PrepareMint, (get) => new PrepareMint(get(FileDigest)));
  bindService(container, BuyTokens, (get) => new BuyTokens(get(MarketDesk), get(MarketStore), get(PortfolioStore), get(Random)));
  bindService(container, MintCodeNft, (get) => new MintCodeNft(get(Portfolio), get(PortfolioStore)));
  bindService(container, ItemSource, (get) => new ItemSource(get(MarketDesk), get(FileSaver)));
}

/** The browser's adapters of this feature's ports, bound by the browser's composition root with the feature. */
export { bindExchangePorts } from './featurePorts/exchangePorts';

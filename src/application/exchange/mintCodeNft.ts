import type { MintPreview } from '../../domain/exchange/mintDraft';
import type { Result } from '../../domain/shared/result';
import type { MintReceipt, Portfolio, PortfolioError } from '../../ports/portfolio.port';

/** Mints a previewed code NFT through the portfolio; returns the receipt or why it could not. */
export class MintCodeNft {
  constructor(private readonly portfolio: Portfolio) {}

  execute(preview: MintPreview): Promise<Result<MintReceipt, PortfolioError>> {
    return this.portfolio.mint(preview);
  }
}

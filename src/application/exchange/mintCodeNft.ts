import type { MintPreview } from '../../domain/exchange/mintDraft';
import type { Result } from '../../domain/shared/result';
import type { MintReceipt, Portfolio, PortfolioError } from '../../ports/portfolio.port';

/** What is told of a successful mint: the portfolio view, which reads the holdings again. */
export interface MintListener {
  refresh(): void;
}

/**
 * Mints a previewed code NFT through the portfolio; returns the receipt or why it could not. After a mint the
 * portfolio is read again, so the new item shows in My Portfolio.
 */
export class MintCodeNft {
  constructor(
    private readonly portfolio: Portfolio,
    private readonly listener: MintListener | null = null,
  ) {}

  async execute(preview: MintPreview): Promise<Result<MintReceipt, PortfolioError>> {
    const result = await this.portfolio.mint(preview);
    if (result.ok) this.listener?.refresh();
    return result;
  }
}

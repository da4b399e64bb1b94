import type { MintPreview } from '../../domain/exchange/mintDraft';
import type { Holding, PortfolioSummary } from '../../domain/exchange/portfolio';
import { err, type Result } from '../../domain/shared/result';
import type { MintReceipt, Portfolio, PortfolioError } from '../../ports/portfolio.port';

/**
 * A Portfolio whose real adapter loads on first use, so it stays out of the bundle every route loads. Same
 * contract as the adapter it loads; a failed load of the code is `portfolio-unavailable` (tried again next call).
 */
export class LazyPortfolio implements Portfolio {
  private loading: Promise<Portfolio> | null = null;

  constructor(private readonly create: () => Promise<Portfolio>) {}

  summary(): Promise<Result<PortfolioSummary, PortfolioError>> {
    return this.with((portfolio) => portfolio.summary());
  }

  holdings(): Promise<Result<readonly Holding[], PortfolioError>> {
    return this.with((portfolio) => portfolio.holdings());
  }

  claimDividends(): Promise<Result<number, PortfolioError>> {
    return this.with((portfolio) => portfolio.claimDividends());
  }

  mint(preview: MintPreview): Promise<Result<MintReceipt, PortfolioError>> {
    return this.with((portfolio) => portfolio.mint(preview));
  }

  private async with<T>(call: (portfolio: Portfolio) => Promise<Result<T, PortfolioError>>): Promise<Result<T, PortfolioError>> {
    this.loading ??= this.create();
    try {
      return await call(await this.loading);
    } catch {
      this.loading = null;
      return err({ code: 'portfolio-unavailable' });
    }
  }
}

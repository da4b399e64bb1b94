import type { MintPreview } from '../../domain/exchange/mintDraft';
import type { Holding, PortfolioSummary } from '../../domain/exchange/portfolio';
import { err, ok, type Result } from '../../domain/shared/result';
import type { MintReceipt, Portfolio, PortfolioError } from '../../ports/portfolio.port';

/** A portfolio a test arranges and inspects: what it answers, and the claims and mints it was asked for. */
export class MemoryPortfolio implements Portfolio {
  /** When set, summary and holdings fail with this code. */
  failure: PortfolioError['code'] | null = null;
  /** What a dividend claim answers: an amount paid, or an error code. */
  claimOutcome: Result<number, PortfolioError> = err({ code: 'trading-not-available' });
  /** What a mint answers. */
  mintOutcome: Result<MintReceipt, PortfolioError> = err({ code: 'minting-not-available' });
  claims = 0;
  readonly mints: MintPreview[] = [];

  constructor(
    public summaryValue: PortfolioSummary,
    public holdingsValue: readonly Holding[],
  ) {}

  summary() {
    return Promise.resolve(this.failure ? err({ code: this.failure }) : ok(this.summaryValue));
  }

  holdings() {
    return Promise.resolve(this.failure ? err({ code: this.failure }) : ok(this.holdingsValue));
  }

  claimDividends() {
    this.claims += 1;
    return Promise.resolve(this.claimOutcome);
  }

  mint(preview: MintPreview) {
    this.mints.push(preview);
    return Promise.resolve(this.mintOutcome);
  }
}

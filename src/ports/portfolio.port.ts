import type { MintPreview } from '../domain/exchange/mintDraft';
import type { Holding, PortfolioSummary } from '../domain/exchange/portfolio';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/**
 * Why the portfolio could not do what was asked: its source could not be reached; trading (a dividend claim) or
 * minting is not available on this market yet; or nobody is signed in.
 */
export type PortfolioError = {
  readonly code: 'portfolio-unavailable' | 'trading-not-available' | 'minting-not-available' | 'signed-out';
};

/** A minted code NFT: its id at the minter and where to see it, when the minter gives a page. */
export interface MintReceipt {
  readonly itemId: string;
  readonly url: string | null;
}

/** The visitor's tokens of code projects: totals, holdings, dividends and minting. */
export interface Portfolio {
  /** The totals and the 24h profit or loss. Fails with `portfolio-unavailable` or `signed-out`. */
  summary(): Promise<Result<PortfolioSummary, PortfolioError>>;
  /** The holdings, largest value first. Fails with `portfolio-unavailable` or `signed-out`. */
  holdings(): Promise<Result<readonly Holding[], PortfolioError>>;
  /** Pays the pending dividends out; returns the amount paid in BTC. Fails with `trading-not-available` or `signed-out`. */
  claimDividends(): Promise<Result<number, PortfolioError>>;
  /** Mints a checked code NFT. Fails with `minting-not-available` or `signed-out`. */
  mint(preview: MintPreview): Promise<Result<MintReceipt, PortfolioError>>;
}

export const Portfolio: Token<Portfolio> = token<Portfolio>('Portfolio');

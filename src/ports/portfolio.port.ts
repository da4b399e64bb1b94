import type { MintPreview } from '../domain/exchange/mintDraft';
import type { Holding, PortfolioSummary } from '../domain/exchange/portfolio';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/**
 * Why the portfolio could not do what was asked: its source could not be reached; trading (a dividend claim) or
 * minting is not available on this market yet; nobody is signed in; or the minter refused the item (a field it
 * would not take, a body too large, too many requests), or the account minted its day's limit through the app's
 * minter (`mint-daily-limit`).
 */
export type PortfolioError = {
  readonly code: 'portfolio-unavailable' | 'trading-not-available' | 'minting-not-available' | 'signed-out' | 'mint-refused' | 'mint-daily-limit';
};

/** A minted code NFT: its id at the minter and where to see it, when the minter gives a page. */
export interface MintReceipt {
  readonly itemId: string;
  /** An absolute http(s) URL, checked by the adapter (safe as a link's href), or null. */
  readonly url: string | null;
}

/** The visitor's tokens of code projects: totals, holdings, dividends and minting. */
export interface Portfolio {
  /** The totals and the 24h profit or loss. Fails with `portfolio-unavailable` or `signed-out`. */
  summary(): Promise<Result<PortfolioSummary, PortfolioError>>;
  /**
   * The holdings: the sample's largest value first; a wallet's items newest first. Fails with
   * `portfolio-unavailable` or `signed-out`.
   */
  holdings(): Promise<Result<readonly Holding[], PortfolioError>>;
  /** Pays the pending dividends out; returns the amount paid in BSV. Fails with `trading-not-available` or `signed-out`. */
  claimDividends(): Promise<Result<number, PortfolioError>>;
  /**
   * Mints a checked code NFT to the signed-in person. Fails with `minting-not-available`, `signed-out`,
   * `mint-refused`, `mint-daily-limit` or `portfolio-unavailable` (the minter could not be reached).
   */
  mint(preview: MintPreview): Promise<Result<MintReceipt, PortfolioError>>;
}

export const Portfolio: Token<Portfolio> = token<Portfolio>('Portfolio');

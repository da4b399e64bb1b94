/** The figures of the token page (spec section 9): pricing tiers, platform fees and token statistics. */

/** A subscription tier. */
export interface PricingTier {
  readonly name: string;
  readonly priceUsdPerMonth: number;
  readonly summary: string;
  readonly features: readonly string[];
}

/** A fee the platform takes on a kind of sale. */
export interface PlatformFee {
  readonly name: string;
  readonly percent: number;
  readonly appliesTo: string;
}

/** How many tokens exist and have been handed out, to how many contributors, on which network. */
export interface TokenStatistics {
  readonly totalSupply: number;
  readonly distributed: number;
  readonly contributors: number;
  readonly network: string;
}

/** Everything the token page shows that is not fixed text. */
export interface TokenFactSheet {
  readonly pricingTiers: readonly PricingTier[];
  readonly platformFees: readonly PlatformFee[];
  readonly statistics: TokenStatistics;
}

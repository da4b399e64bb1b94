/** The figures of the token page (spec section 9): pricing, platform fees, token statistics and earning steps. */

export const TOKEN_SYMBOL = 'BCODE';
export const TOKEN_NETWORK = 'BSV';

/** A subscription tier. */
export interface PricingTier {
  readonly name: string;
  readonly priceUsdPerMonth: number;
  readonly summary: string;
  readonly features: readonly string[];
}

export const PRICING_TIERS: readonly PricingTier[] = [
  {
    name: 'Free',
    priceUsdPerMonth: 0,
    summary: 'For learning and open-source work.',
    features: ['Code editor and AI assistant', 'Public repositories', 'Claim open contracts'],
  },
  {
    name: 'Pro',
    priceUsdPerMonth: 29,
    summary: 'For professional developers.',
    features: ['Everything in Free', 'Premium tools', 'Priority support'],
  },
  {
    name: 'Enterprise',
    priceUsdPerMonth: 299,
    summary: 'For teams and companies.',
    features: ['Everything in Pro', 'Team management', 'Dedicated support'],
  },
];

/** A fee the platform takes on a kind of sale. */
export interface PlatformFee {
  readonly name: string;
  readonly percent: number;
  readonly appliesTo: string;
}

export const PLATFORM_FEES: readonly PlatformFee[] = [
  { name: 'Code sales', percent: 2.5, appliesTo: 'Sales of code and code NFTs on the exchange' },
  { name: 'App marketplace', percent: 1.5, appliesTo: 'Sales of apps in the marketplace' },
  { name: 'Premium tools', percent: 3, appliesTo: 'Purchases of premium developer tools' },
];

/** The four steps to earn tokens, in order (spec section 2). */
export const EARN_STEPS: readonly { readonly title: string; readonly text: string }[] = [
  { title: 'Fork and build', text: 'Fork the repository and build a fix or a feature for an open issue.' },
  { title: 'Submit a PR', text: 'Open a pull request that links the issue it solves.' },
  { title: 'Get merged', text: 'Maintainers review your pull request and merge it.' },
  { title: 'Receive tokens', text: `${TOKEN_SYMBOL} tokens are allocated to you for the merged work.` },
];

/** Token statistics (spec section 9). */
export const TOKEN_STATISTICS = {
  totalSupply: 1_000_000_000,
  distributed: 0,
  contributors: 1,
  network: TOKEN_NETWORK,
} as const;

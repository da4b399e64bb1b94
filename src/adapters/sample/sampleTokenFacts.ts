import type { PlatformFee, PricingTier, TokenFactSheet } from '../../domain/hub/tokenEconomics';

const PRICING_TIERS: readonly PricingTier[] = [
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

const PLATFORM_FEES: readonly PlatformFee[] = [
  { name: 'Code sales', percent: 2.5, appliesTo: 'Sales of code and code NFTs on the exchange' },
  { name: 'App marketplace', percent: 1.5, appliesTo: 'Sales of apps in the marketplace' },
  { name: 'Premium tools', percent: 3, appliesTo: 'Purchases of premium developer tools' },
];

/** The token page's figures on the embedded default (spec section 9). */
export const SAMPLE_TOKEN_FACTS: TokenFactSheet = {
  pricingTiers: PRICING_TIERS,
  platformFees: PLATFORM_FEES,
  statistics: { totalSupply: 1_000_000_000, distributed: 0, contributors: 1, network: 'BSV' },
};

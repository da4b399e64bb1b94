import type { PricingTier } from '../../../domain/hub/tokenEconomics';
import { usdPerMonth } from '../../shared/formatNumbers';
import { TOKEN_SECTION_TITLES } from './token.texts';
import { HubSection } from '../hubShared/HubSection';

/** The Free, Pro and Enterprise tiers with their monthly price. */
export function PricingSection({ tiers }: { readonly tiers: readonly PricingTier[] }) {
  return (
    <HubSection title={TOKEN_SECTION_TITLES.pricing}>
      <ul className="card-grid token-pricing-grid">
        {tiers.map((tier) => (
          <li key={tier.name} className="card pricing-tier">
            <h3 className="card-title">{tier.name}</h3>
            <p className="pricing-price">{usdPerMonth(tier.priceUsdPerMonth)}</p>
            <p className="card-text">{tier.summary}</p>
            <ul className="hub-list hub-list-checks">
              {tier.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HubSection>
  );
}

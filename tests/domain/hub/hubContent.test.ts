import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_STATS, CONTRIBUTORS } from '../../../src/domain/hub/contributors';
import { DEVELOPERS } from '../../../src/domain/hub/developers';
import { percent, usdPerMonth } from '../../../src/domain/hub/formatNumbers';
import { GUIDES, QUICK_START_LINKS } from '../../../src/domain/hub/guides';
import { EXPERIENCE_OPTIONS, HOURLY_RATE_STEP_BSV, OFFER_AVAILABILITY_OPTIONS } from '../../../src/domain/hub/serviceOffer';
import { EARN_STEPS, PLATFORM_FEES, PRICING_TIERS } from '../../../src/domain/hub/tokenEconomics';
import { TOKEN_STATISTIC_CARDS } from '../../../src/domain/hub/tokenTexts';

describe('the figures and lists of the hub pages (spec sections 2, 3 and 9)', () => {
  it('match the token page of the spec', () => {
    expect({
      pricing: PRICING_TIERS.map((tier) => `${tier.name} ${usdPerMonth(tier.priceUsdPerMonth)}`),
      fees: PLATFORM_FEES.map((fee) => `${fee.name} ${percent(fee.percent)}`),
      earn: EARN_STEPS.map((step) => step.title),
      statistics: TOKEN_STATISTIC_CARDS.map((stat) => `${stat.label}: ${stat.value}`),
    }).toEqual({
      pricing: ['Free $0/month', 'Pro $29/month', 'Enterprise $299/month'],
      fees: ['Code sales 2.5%', 'App marketplace 1.5%', 'Premium tools 3%'],
      earn: ['Fork and build', 'Submit a PR', 'Get merged', 'Receive tokens'],
      statistics: ['Total supply: 1,000,000,000 BCODE', 'Distributed: 0', 'Contributors: 1', 'Network: BSV'],
    });
  });

  it('match the service offer options of the spec', () => {
    expect({
      availability: OFFER_AVAILABILITY_OPTIONS.map((option) => option.value),
      experience: EXPERIENCE_OPTIONS.map((option) => option.value),
      step: HOURLY_RATE_STEP_BSV,
    }).toEqual({ availability: ['full-time', 'part-time', 'contract', 'weekends'], experience: ['junior', 'intermediate', 'senior', 'expert'], step: 0.0001 });
  });

  it('hold the sample counts and stats of the spec', () => {
    expect({
      guides: GUIDES.length,
      quickStart: QUICK_START_LINKS.map((link) => link.path),
      developers: DEVELOPERS.map((developer) => developer.availability),
      contributors: CONTRIBUTORS.length,
      contributorStats: CONTRIBUTOR_STATS.map((stat) => stat.value),
    }).toEqual({
      guides: 4,
      quickStart: ['/api', '/developers/templates', '/contributors/projects'],
      developers: ['Available', 'Busy', 'Unavailable'],
      contributors: 3,
      contributorStats: ['42', '1,247', '15.7 BSV', '28'],
    });
  });
});

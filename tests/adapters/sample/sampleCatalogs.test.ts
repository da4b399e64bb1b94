import { firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SampleCatalog } from '../../../src/adapters/sample/sampleCatalog.adapter';
import { SAMPLE_CONTRIBUTOR_OVERVIEW } from '../../../src/adapters/sample/sampleContributors';
import { SAMPLE_DEVELOPERS } from '../../../src/adapters/sample/sampleDevelopers';
import { SAMPLE_GUIDES } from '../../../src/adapters/sample/sampleGuides';
import { SAMPLE_TEMPLATES } from '../../../src/adapters/sample/sampleTemplates';
import { SAMPLE_TOKEN_FACTS } from '../../../src/adapters/sample/sampleTokenFacts';
import { SamplePlatformStats } from '../../../src/adapters/sample/samplePlatformStats.adapter';
import type { Result } from '../../../src/domain/shared/result';

/** The value of a port's one answer; fails the test when the answer is a failure. */
async function valueOf<T>(answer$: Observable<Result<T, unknown>>): Promise<T> {
  const result = await firstValueFrom(answer$);
  if (!result.ok) throw new Error(`the sample adapter failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('the sample adapters: the embedded default data of the spec (sections 2, 3 and 9)', () => {
  it('give the token page the pricing tiers, platform fees and token statistics of the spec', async () => {
    const sheet = await valueOf(new SampleCatalog(SAMPLE_TOKEN_FACTS).read());
    expect({
      pricing: sheet.pricingTiers.map((tier) => [tier.name, tier.priceUsdPerMonth]),
      fees: sheet.platformFees.map((fee) => [fee.name, fee.percent]),
      statistics: sheet.statistics,
    }).toEqual({
      pricing: [['Free', 0], ['Pro', 29], ['Enterprise', 299]],
      fees: [['Code sales', 2.5], ['App marketplace', 1.5], ['Premium tools', 3]],
      statistics: { totalSupply: 1_000_000_000, distributed: 0, contributors: 1, network: 'BSV' },
    });
  });

  it('give the sidebar the hard-coded platform stats', async () => {
    expect(await valueOf(new SamplePlatformStats().figures())).toEqual({
      tokenSupply: 1_000_000_000,
      distributedTokens: 12_456_789,
      developers: 42,
      maintainers: 15,
      bountyPoolBsv: 2.5,
    });
  });

  it('hold four templates, one per category; four guides; three developers, one of each availability', async () => {
    const [templates, guides, developers] = await Promise.all([
      valueOf(new SampleCatalog(SAMPLE_TEMPLATES).read()),
      valueOf(new SampleCatalog(SAMPLE_GUIDES).read()),
      valueOf(new SampleCatalog(SAMPLE_DEVELOPERS).read()),
    ]);
    expect({
      templates: templates.map((template) => template.category),
      guides: guides.length,
      developers: developers.map((developer) => `${developer.name}: ${developer.availability}`),
    }).toEqual({
      templates: ['defi', 'nft', 'wallet', 'gaming'],
      guides: 4,
      developers: ['Alice Chen: Available', 'Marcus Johnson: Busy', 'Sofia Rodriguez: Unavailable'],
    });
  });

  it('hold the hard-coded contributor stats and three contributor cards', async () => {
    const overview = await valueOf(new SampleCatalog(SAMPLE_CONTRIBUTOR_OVERVIEW).read());
    expect({ stats: overview.stats, contributors: overview.contributors.length }).toEqual({
      stats: { contributors: 42, contributions: 1247, rewardedBsv: 15.7, projects: 28 },
      contributors: 3,
    });
  });

  it('answer at once, inside subscribe, so the embedded default never shows a loading state', () => {
    let answered = false;
    new SampleCatalog(SAMPLE_TEMPLATES).read().subscribe(() => (answered = true)).unsubscribe();
    expect(answered).toBe(true);
  });
});

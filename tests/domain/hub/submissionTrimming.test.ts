import { describe, expect, it } from 'vitest';
import { EMPTY_COMMISSION, validateCommission, type CommissionDraft } from '../../../src/domain/hub/commission';
import { skillsOf } from '../../../src/domain/hub/developers';
import { EMPTY_PROJECT_BRIEF } from '../../../src/domain/hub/projectBrief';
import { isPoster } from '../../../src/domain/hub/postedSubmissions';
import { validateServiceOffer, type ServiceOfferDraft } from '../../../src/domain/hub/serviceOffer';

const padded = (text: string) => `  ${text}\n`;

describe('submitted forms keep their text trimmed', () => {
  it('trims every text field of a commission, and starts from empty fields', () => {
    const draft: CommissionDraft = {
      ...EMPTY_COMMISSION,
      title: padded('Gateway'),
      company: padded('Shop'),
      description: padded('Take payments.'),
      requirements: padded('Refunds'),
      projectType: 'api-backend',
      budget: '1-5',
      timeline: '1-month',
      priority: 'high',
      contact: padded('shop@example.com'),
    };
    expect(validateCommission(draft)).toMatchObject({
      ok: true,
      value: { title: 'Gateway', company: 'Shop', description: 'Take payments.', requirements: 'Refunds', techStack: [], contact: 'shop@example.com' },
    });
    expect([EMPTY_COMMISSION.company, EMPTY_COMMISSION.techStack, EMPTY_COMMISSION.budget, EMPTY_COMMISSION.timeline, EMPTY_PROJECT_BRIEF]).toEqual(['', '', '', '', { brief: '' }]);
  });

  it('trims every text field of a service offer and reads a padded rate', () => {
    const draft: ServiceOfferDraft = {
      title: padded('Contracts'),
      description: padded('Tested.'),
      skills: 'sCrypt',
      hourlyRate: padded('0.0005'),
      availability: 'part-time',
      experience: 'senior',
      portfolio: padded('https://github.com/alice'),
      contact: padded('alice@handcash.io'),
    };
    expect(validateServiceOffer(draft)).toMatchObject({
      ok: true,
      value: { title: 'Contracts', description: 'Tested.', hourlyRateBsv: 0.0005, portfolio: 'https://github.com/alice', contact: 'alice@handcash.io' },
    });
  });
});

describe('hub helpers', () => {
  it('lists each skill once, whatever its case, sorted', () => {
    const developer = (skills: string[]) => ({ skills }) as unknown as Parameters<typeof skillsOf>[0][number];
    expect(skillsOf([developer(['Go', 'rust', 'Alpha']), developer(['go', 'Beta', 'RUST'])])).toEqual(['Alpha', 'Beta', 'Go', 'rust']);
  });

  it('knows the poster of a posting, and that nobody signed in posted nothing', () => {
    const posting = { id: '1', poster: 'alice', postedAt: 0 };
    expect([isPoster(posting, 'alice'), isPoster(posting, 'bob'), isPoster(posting, null), isPoster({ ...posting, poster: null as unknown as string }, null)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

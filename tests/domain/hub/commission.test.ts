import { describe, expect, it } from 'vitest';
import { EMPTY_COMMISSION, validateCommission, type CommissionDraft } from '../../../src/domain/hub/commission';
import { BUDGET_RANGES, COMMISSION_PRIORITIES, PROJECT_TYPES, TIMELINES } from '../../../src/domain/hub/commissionOptions';

const filled: CommissionDraft = {
  title: 'Payment gateway',
  company: '',
  description: 'Take BSV payments in a shop.',
  requirements: 'Refunds, webhooks',
  techStack: 'Node.js, React',
  projectType: 'api-backend',
  budget: '1-5',
  timeline: '1-month',
  priority: 'high',
  contact: 'shop@example.com',
};

describe('validateCommission', () => {
  it('refuses an empty form with the codes of title, description, requirements, budget, timeline and contact', () => {
    expect(validateCommission(EMPTY_COMMISSION)).toEqual({
      ok: false,
      error: {
        title: 'titleRequired',
        description: 'descriptionRequired',
        requirements: 'requirementsRequired',
        budget: 'budgetRequired',
        timeline: 'timelineRequired',
        contact: 'contactRequired',
      },
    });
  });

  it('accepts a filled form; company and tech stack are optional', () => {
    expect(validateCommission(filled)).toEqual({
      ok: true,
      value: { ...filled, company: null, techStack: ['Node.js', 'React'], projectType: 'api-backend', budget: '1-5', timeline: '1-month', priority: 'high' },
    });
    expect(validateCommission({ ...filled, techStack: '' }).ok).toBe(true);
  });

  it('refuses choices outside their options', () => {
    expect(validateCommission({ ...filled, projectType: 'game', budget: '100', timeline: 'soon', priority: 'urgent' })).toEqual({
      ok: false,
      error: { projectType: 'projectTypeInvalid', budget: 'budgetRequired', timeline: 'timelineRequired', priority: 'priorityInvalid' },
    });
  });

  it('offers the option lists of the spec', () => {
    expect({
      projectTypes: PROJECT_TYPES,
      budgets: BUDGET_RANGES,
      timelines: TIMELINES,
      priorities: COMMISSION_PRIORITIES,
    }).toEqual({
      projectTypes: ['web-app', 'mobile-app', 'smart-contracts', 'defi-platform', 'nft-marketplace', 'api-backend', 'blockchain-integration', 'other'],
      budgets: ['0.1-0.5', '0.5-1', '1-5', '5-10', '10-25', '25+'],
      timelines: ['1-week', '2-weeks', '1-month', '2-3-months', '3-6-months', '6-plus-months'],
      priorities: ['low', 'medium', 'high', 'critical'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { COMMISSION_ERRORS as E, EMPTY_COMMISSION, validateCommission, type CommissionDraft } from '../../../src/domain/hub/commission';
import {
  BUDGET_RANGE_OPTIONS,
  COMMISSION_PRIORITY_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
} from '../../../src/domain/hub/commissionOptions';

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
  it('asks for title, description, requirements, budget, timeline and contact of an empty form', () => {
    expect(validateCommission(EMPTY_COMMISSION)).toEqual({
      ok: false,
      error: {
        title: E.titleRequired,
        description: E.descriptionRequired,
        requirements: E.requirementsRequired,
        budget: E.budgetRequired,
        timeline: E.timelineRequired,
        contact: E.contactRequired,
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
      error: { projectType: E.projectTypeInvalid, budget: E.budgetRequired, timeline: E.timelineRequired, priority: E.priorityInvalid },
    });
  });

  it('offers the option lists of the spec', () => {
    expect({
      projectTypes: PROJECT_TYPE_OPTIONS.map((option) => option.value),
      budgets: BUDGET_RANGE_OPTIONS.map((option) => option.label),
      timelines: TIMELINE_OPTIONS.map((option) => option.label),
      priorities: COMMISSION_PRIORITY_OPTIONS.map((option) => option.value),
    }).toEqual({
      projectTypes: ['web-app', 'mobile-app', 'smart-contracts', 'defi-platform', 'nft-marketplace', 'api-backend', 'blockchain-integration', 'other'],
      budgets: ['0.1-0.5 BSV', '0.5-1 BSV', '1-5 BSV', '5-10 BSV', '10-25 BSV', '25+ BSV'],
      timelines: ['1 week', '2 weeks', '1 month', '2-3 months', '3-6 months', '6+ months'],
      priorities: ['low', 'medium', 'high', 'critical'],
    });
  });
});

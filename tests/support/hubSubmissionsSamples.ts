import type { Commission } from '../../src/domain/hub/commission';
import type { ServiceOffer } from '../../src/domain/hub/serviceOffer';

/** A service offer that passes the rules, with text a page must show as text. */
export const SAMPLE_OFFER: ServiceOffer = {
  title: 'sCrypt audits <b>fast</b>',
  description: 'I review contracts & write tests.',
  skills: ['sCrypt', 'TypeScript'],
  hourlyRateBsv: 0.0005,
  availability: 'part-time',
  experience: 'senior',
  portfolio: 'https://example.com/work',
  contact: 'alice@example.com',
};

/** A commission that passes the rules. */
export const SAMPLE_COMMISSION: Commission = {
  title: 'Point-of-sale wallet',
  company: null,
  description: 'A wallet for a shop counter.',
  requirements: 'Offline signing; receipts.',
  techStack: ['React', 'sCrypt'],
  projectType: 'web-app',
  budget: '1-5',
  timeline: '1-month',
  priority: 'high',
  contact: 'shop@example.com',
};

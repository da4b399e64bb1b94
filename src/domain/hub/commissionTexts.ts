import type { CommissionField } from './commission';
import type { FieldText } from './fieldText';

export const COMMISSION_LEAD = 'Commission a project from developers of the community.';

export const COMMISSION_FIELD_TEXTS: Readonly<Record<CommissionField, FieldText>> = {
  title: { label: 'Project title', placeholder: 'e.g. BSV payment gateway for an online shop' },
  company: { label: 'Company (optional)', placeholder: 'Your company or project name' },
  description: { label: 'Project description', placeholder: 'What should be built, and for whom' },
  requirements: { label: 'Requirements', placeholder: 'Features, acceptance criteria and constraints' },
  techStack: { label: 'Tech stack (optional)', placeholder: 'React, sCrypt, Node.js', hint: 'Separate technologies with commas.' },
  projectType: { label: 'Project type' },
  budget: { label: 'Budget range' },
  timeline: { label: 'Timeline' },
  priority: { label: 'Priority' },
  contact: { label: 'Contact', placeholder: 'Email, HandCash handle or GitHub username' },
};

/** The empty first choice of the budget and timeline selects. */
export const COMMISSION_CHOOSE_BUDGET = 'Choose a budget range';
export const COMMISSION_CHOOSE_TIMELINE = 'Choose a timeline';

/** Names the form for assistive technology. */
export const COMMISSION_FORM_LABEL = 'Project commission';

export const COMMISSION_SUBMIT_LABEL = 'Submit Commission';

/** Shown in the page once a commission passes the rules; nothing is sent (spec section 5). */
export const COMMISSION_SUCCESS_MESSAGE = 'Project commission submitted successfully!';

export const HOW_IT_WORKS_TITLE = 'How it works';

/** The four steps of a commission, in order. */
export const COMMISSION_STEPS: readonly { readonly title: string; readonly text: string }[] = [
  { title: 'Describe your project', text: 'Post the scope, requirements, budget and timeline.' },
  { title: 'Receive proposals', text: 'Developers who fit the brief reply with their approach and estimate.' },
  { title: 'Choose a developer', text: 'Compare profiles, ratings and past work, then agree the milestones.' },
  { title: 'Pay on delivery', text: 'Review each milestone and pay in BSV when it is accepted.' },
];

export const BENEFITS_TITLE = 'Why commission here';

export const COMMISSION_BENEFITS: readonly string[] = [
  'Developers who specialise in Bitcoin SV and its tooling',
  'Payments in BSV with low fees and fast settlement',
  'Open-source delivery on GitHub, reviewed through pull requests',
  'Milestones that keep budget and progress visible',
  'A community of maintainers and contributors behind each project',
];

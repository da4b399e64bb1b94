import type { CommissionErrorCode, CommissionField } from '../../../domain/hub/commission';
import type { BudgetRange, CommissionPriority, ProjectType, Timeline } from '../../../domain/hub/commissionOptions';
import type { FieldText } from '../hubShared/fieldText';
import { NUL_CHARACTER_FIELD_MESSAGE } from '../../shared/storableText.texts';

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

export const PROJECT_TYPE_LABELS: Readonly<Record<ProjectType, string>> = {
  'web-app': 'Web App',
  'mobile-app': 'Mobile App',
  'smart-contracts': 'Smart Contracts',
  'defi-platform': 'DeFi Platform',
  'nft-marketplace': 'NFT Marketplace',
  'api-backend': 'API / Backend',
  'blockchain-integration': 'Blockchain Integration',
  other: 'Other',
};

/** Budget ranges in BSV (spec section 9). */
export const BUDGET_RANGE_LABELS: Readonly<Record<BudgetRange, string>> = {
  '0.1-0.5': '0.1-0.5 BSV',
  '0.5-1': '0.5-1 BSV',
  '1-5': '1-5 BSV',
  '5-10': '5-10 BSV',
  '10-25': '10-25 BSV',
  '25+': '25+ BSV',
};

/** Timelines (spec section 9). */
export const TIMELINE_LABELS: Readonly<Record<Timeline, string>> = {
  '1-week': '1 week',
  '2-weeks': '2 weeks',
  '1-month': '1 month',
  '2-3-months': '2-3 months',
  '3-6-months': '3-6 months',
  '6-plus-months': '6+ months',
};

export const COMMISSION_PRIORITY_LABELS: Readonly<Record<CommissionPriority, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** The message of each error code of the commission rules, shown under its field. */
export const COMMISSION_ERROR_MESSAGES: Readonly<Record<CommissionErrorCode, string>> = {
  titleRequired: 'Enter a project title.',
  descriptionRequired: 'Describe the project.',
  requirementsRequired: 'List the requirements.',
  projectTypeInvalid: 'Choose a project type.',
  budgetRequired: 'Choose a budget range.',
  timelineRequired: 'Choose a timeline.',
  priorityInvalid: 'Choose a priority.',
  contactRequired: 'Enter how developers can contact you.',
  contactHandleInvalid: 'A HandCash handle ($name) has letters, digits, _, - or ., at most 50 characters.',
  nulCharacter: NUL_CHARACTER_FIELD_MESSAGE,
};

/** The empty first choice of the budget and timeline selects. */
export const COMMISSION_CHOOSE_BUDGET = 'Choose a budget range';
export const COMMISSION_CHOOSE_TIMELINE = 'Choose a timeline';

/** Names the form for assistive technology. */
export const COMMISSION_FORM_LABEL = 'Project commission';

export const COMMISSION_SUBMIT_LABEL = 'Submit Commission';

/** Shown in the page once a commission is accepted (spec section 5). */
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

/** The open commissions listed under the form, newest first. */
export const OPEN_COMMISSIONS_TEXTS = {
  title: 'Open commissions',
  lead: 'Projects maintainers have commissioned, newest first. Contact the maintainer to take one on.',
  loadingWhat: 'open commissions',
  listLabel: 'Open commissions',
  empty: 'No open commissions yet.',
  company: 'Company',
  budget: 'Budget',
  timeline: 'Timeline',
  type: 'Type',
  priority: 'Priority',
  requirements: 'Requirements',
  contact: 'Contact',
  techStack: 'Tech stack',
  close: 'Close commission',
  closing: 'Closing…',
} as const;

/** The close button's full name: `Close commission Point-of-sale wallet`. */
export const closeButtonName = (title: string): string => `${OPEN_COMMISSIONS_TEXTS.close} ${title}`;

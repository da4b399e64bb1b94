import { err, ok, type Result } from '../shared/result';
import {
  BUDGET_RANGE_OPTIONS,
  COMMISSION_PRIORITY_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
  type BudgetRange,
  type CommissionPriority,
  type ProjectType,
  type Timeline,
} from './commissionOptions';
import { collectErrors, isBlank, optionValue, requireText, splitList, type FieldErrors } from './formRules';

/** The fields of the Commission form, in the order they are shown (spec section 3). */
export const COMMISSION_FIELDS = [
  'title',
  'company',
  'description',
  'requirements',
  'techStack',
  'projectType',
  'budget',
  'timeline',
  'priority',
  'contact',
] as const;
export type CommissionField = (typeof COMMISSION_FIELDS)[number];

/** What the person typed or chose, as text, before any rule ran. */
export type CommissionDraft = Readonly<Record<CommissionField, string>>;

/** A valid commission. Nothing sends it anywhere (spec section 5). */
export interface Commission {
  readonly title: string;
  /** Null when left blank: the company is optional. */
  readonly company: string | null;
  readonly description: string;
  readonly requirements: string;
  readonly techStack: readonly string[];
  readonly projectType: ProjectType;
  readonly budget: BudgetRange;
  readonly timeline: Timeline;
  readonly priority: CommissionPriority;
  readonly contact: string;
}

/** Budget and timeline start unchosen, so a person must pick them; type and priority have defaults. */
export const EMPTY_COMMISSION: CommissionDraft = {
  title: '',
  company: '',
  description: '',
  requirements: '',
  techStack: '',
  projectType: 'web-app',
  budget: '',
  timeline: '',
  priority: 'medium',
  contact: '',
};

export const COMMISSION_ERRORS = {
  titleRequired: 'Enter a project title.',
  descriptionRequired: 'Describe the project.',
  requirementsRequired: 'List the requirements.',
  projectTypeInvalid: 'Choose a project type.',
  budgetRequired: 'Choose a budget range.',
  timelineRequired: 'Choose a timeline.',
  priorityInvalid: 'Choose a priority.',
  contactRequired: 'Enter how developers can contact you.',
} as const;

/**
 * Checks a draft against the rules of spec section 5: title, description, requirements, budget, timeline and
 * contact are required; every choice must be one of its options.
 */
export function validateCommission(draft: CommissionDraft): Result<Commission, FieldErrors<CommissionField>> {
  const projectType = optionValue(PROJECT_TYPE_OPTIONS, draft.projectType);
  const budget = optionValue(BUDGET_RANGE_OPTIONS, draft.budget);
  const timeline = optionValue(TIMELINE_OPTIONS, draft.timeline);
  const priority = optionValue(COMMISSION_PRIORITY_OPTIONS, draft.priority);
  const errors = collectErrors<CommissionField>([
    ['title', requireText(draft.title, COMMISSION_ERRORS.titleRequired)],
    ['description', requireText(draft.description, COMMISSION_ERRORS.descriptionRequired)],
    ['requirements', requireText(draft.requirements, COMMISSION_ERRORS.requirementsRequired)],
    ['projectType', projectType === null ? COMMISSION_ERRORS.projectTypeInvalid : null],
    ['budget', budget === null ? COMMISSION_ERRORS.budgetRequired : null],
    ['timeline', timeline === null ? COMMISSION_ERRORS.timelineRequired : null],
    ['priority', priority === null ? COMMISSION_ERRORS.priorityInvalid : null],
    ['contact', requireText(draft.contact, COMMISSION_ERRORS.contactRequired)],
  ]);
  if (Object.keys(errors).length > 0 || projectType === null || budget === null || timeline === null || priority === null) {
    return err(errors);
  }
  return ok({
    title: draft.title.trim(),
    company: isBlank(draft.company) ? null : draft.company.trim(),
    description: draft.description.trim(),
    requirements: draft.requirements.trim(),
    techStack: splitList(draft.techStack),
    projectType,
    budget,
    timeline,
    priority,
    contact: draft.contact.trim(),
  });
}

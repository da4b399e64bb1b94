import { err, ok, type Result } from '../shared/result';
import {
  BUDGET_RANGES,
  COMMISSION_PRIORITIES,
  PROJECT_TYPES,
  TIMELINES,
  type BudgetRange,
  type CommissionPriority,
  type ProjectType,
  type Timeline,
} from './commissionOptions';
import { checkText, collectErrors, hasNoErrors, isBlank, oneOf, splitList, type FieldErrors } from './formRules';

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

/** A valid commission, ready to submit. */
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

/** Why a field of a commission draft is refused; the UI maps each code to its message. */
export const COMMISSION_ERROR_CODES = [
  'titleRequired',
  'descriptionRequired',
  'requirementsRequired',
  'projectTypeInvalid',
  'budgetRequired',
  'timelineRequired',
  'priorityInvalid',
  'contactRequired',
  // The server's contact rule (`contactHandleRule.ts`), which the form words.
  'contactHandleInvalid',
  'nulCharacter',
] as const;
export type CommissionErrorCode = (typeof COMMISSION_ERROR_CODES)[number];

export type CommissionErrors = FieldErrors<CommissionField, CommissionErrorCode>;

/**
 * Checks a draft against the rules of spec section 5: title, description, requirements, budget, timeline and
 * contact are required; every choice must be one of its options; no text field may hold the NUL character.
 */
export function validateCommission(draft: CommissionDraft): Result<Commission, CommissionErrors> {
  const projectType = oneOf(PROJECT_TYPES, draft.projectType);
  const budget = oneOf(BUDGET_RANGES, draft.budget);
  const timeline = oneOf(TIMELINES, draft.timeline);
  const priority = oneOf(COMMISSION_PRIORITIES, draft.priority);
  const errors = collectErrors<CommissionField, CommissionErrorCode>([
    ['title', checkText(draft.title, 'titleRequired')],
    ['company', checkText(draft.company)],
    ['description', checkText(draft.description, 'descriptionRequired')],
    ['requirements', checkText(draft.requirements, 'requirementsRequired')],
    ['techStack', checkText(draft.techStack)],
    ['projectType', projectType === null ? 'projectTypeInvalid' : null],
    ['budget', budget === null ? 'budgetRequired' : null],
    ['timeline', timeline === null ? 'timelineRequired' : null],
    ['priority', priority === null ? 'priorityInvalid' : null],
    ['contact', checkText(draft.contact, 'contactRequired')],
  ]);
  if (!hasNoErrors(errors) || projectType === null || budget === null || timeline === null || priority === null) {
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

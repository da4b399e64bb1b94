import type { CommissionErrorCode } from '../../domain/hub/commission';
import type { FieldErrors } from '../../domain/hub/formRules';
import type { ProjectBriefErrorCode } from '../../domain/hub/projectBrief';
import type { ServiceOfferErrorCode } from '../../domain/hub/serviceOffer';

/**
 * The hub API's words for a field the domain's rules refuse (the `error` of a 400). The browser words the codes
 * itself beside its forms (`*_ERROR_MESSAGES`); a test keeps these tables equal to those, so a request that
 * bypasses the page reads the same messages.
 */
export const SERVICE_OFFER_REFUSALS: Readonly<Record<ServiceOfferErrorCode, string>> = {
  titleRequired: 'Enter a title for your service.',
  descriptionRequired: 'Describe the service you offer.',
  skillsRequired: 'List at least one skill.',
  hourlyRateRequired: 'Enter your hourly rate in BSV.',
  hourlyRateInvalid: 'Enter a rate above 0 in BSV, with at most 4 decimals (e.g. 0.0005).',
  availabilityInvalid: 'Choose your availability.',
  experienceInvalid: 'Choose your experience level.',
  portfolioInvalid: 'Enter a web address starting with http:// or https://.',
  contactRequired: 'Enter how clients can contact you.',
};

export const COMMISSION_REFUSALS: Readonly<Record<CommissionErrorCode, string>> = {
  titleRequired: 'Enter a project title.',
  descriptionRequired: 'Describe the project.',
  requirementsRequired: 'List the requirements.',
  projectTypeInvalid: 'Choose a project type.',
  budgetRequired: 'Choose a budget range.',
  timelineRequired: 'Choose a timeline.',
  priorityInvalid: 'Choose a priority.',
  contactRequired: 'Enter how developers can contact you.',
};

export const PROJECT_BRIEF_REFUSALS: Readonly<Record<ProjectBriefErrorCode, string>> = {
  briefRequired: 'Write a short project brief.',
};

/**
 * The body of a 400 for refused fields: `error` names each field with its message (`title: Enter a title…`),
 * `fieldErrors` carries the domain's codes by field (what the browser's adapter reads).
 */
export function refusedFields<Code extends string>(errors: FieldErrors<string, Code>, messages: Readonly<Record<Code, string>>) {
  const entries = Object.entries(errors) as [string, Code][];
  return {
    success: false as const,
    code: 'invalid-fields',
    error: entries.map(([field, code]) => `${field}: ${messages[code]}`).join(' '),
    fieldErrors: errors,
  };
}

import { err, ok, type Result } from '../shared/result';
import {
  collectErrors,
  isBlank,
  isHttpUrl,
  optionValue,
  parseDecimal,
  requireText,
  splitList,
  type FieldErrors,
  type Option,
} from './formRules';

/** The fields of the Create Service Offer form, in the order they are shown (spec section 3). */
export const SERVICE_OFFER_FIELDS = [
  'title',
  'description',
  'skills',
  'hourlyRate',
  'availability',
  'experience',
  'portfolio',
  'contact',
] as const;
export type ServiceOfferField = (typeof SERVICE_OFFER_FIELDS)[number];

/** What the person typed or chose, as text, before any rule ran. */
export type ServiceOfferDraft = Readonly<Record<ServiceOfferField, string>>;

export type OfferAvailability = 'full-time' | 'part-time' | 'contract' | 'weekends';
export type ExperienceLevel = 'junior' | 'intermediate' | 'senior' | 'expert';

export const OFFER_AVAILABILITY_OPTIONS: readonly Option<OfferAvailability>[] = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'contract', label: 'Contract' },
  { value: 'weekends', label: 'Weekends' },
];

export const EXPERIENCE_OPTIONS: readonly Option<ExperienceLevel>[] = [
  { value: 'junior', label: 'Junior' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'senior', label: 'Senior' },
  { value: 'expert', label: 'Expert' },
];

/** The hourly rate is in BSV, entered with this step (spec section 5). */
export const HOURLY_RATE_STEP_BSV = 0.0001;
/** The decimals that step allows. */
export const HOURLY_RATE_DECIMALS = 4;

/** A valid service offer. Nothing sends it anywhere (spec section 5). */
export interface ServiceOffer {
  readonly title: string;
  readonly description: string;
  readonly skills: readonly string[];
  readonly hourlyRateBsv: number;
  readonly availability: OfferAvailability;
  readonly experience: ExperienceLevel;
  /** Null when left blank: the portfolio is optional. */
  readonly portfolio: string | null;
  readonly contact: string;
}

export const EMPTY_SERVICE_OFFER: ServiceOfferDraft = {
  title: '',
  description: '',
  skills: '',
  hourlyRate: '',
  availability: 'full-time',
  experience: 'intermediate',
  portfolio: '',
  contact: '',
};

export const SERVICE_OFFER_ERRORS = {
  titleRequired: 'Enter a title for your service.',
  descriptionRequired: 'Describe the service you offer.',
  skillsRequired: 'List at least one skill.',
  hourlyRateRequired: 'Enter your hourly rate in BSV.',
  hourlyRateInvalid: `Enter a rate above 0 in BSV, with at most ${HOURLY_RATE_DECIMALS} decimals (e.g. 0.0005).`,
  availabilityInvalid: 'Choose your availability.',
  experienceInvalid: 'Choose your experience level.',
  portfolioInvalid: 'Enter a web address starting with http:// or https://.',
  contactRequired: 'Enter how clients can contact you.',
} as const;

function hourlyRateError(text: string): string | null {
  if (isBlank(text)) return SERVICE_OFFER_ERRORS.hourlyRateRequired;
  const rate = parseDecimal(text, HOURLY_RATE_DECIMALS);
  return rate === null || rate <= 0 ? SERVICE_OFFER_ERRORS.hourlyRateInvalid : null;
}

/**
 * Checks a draft against the rules of spec section 5: title, description, skills, hourly rate and contact are
 * required; the rate is a positive BSV amount on the 0.0001 step; a portfolio, when given, is an http(s) address.
 */
export function validateServiceOffer(draft: ServiceOfferDraft): Result<ServiceOffer, FieldErrors<ServiceOfferField>> {
  const availability = optionValue(OFFER_AVAILABILITY_OPTIONS, draft.availability);
  const experience = optionValue(EXPERIENCE_OPTIONS, draft.experience);
  const errors = collectErrors<ServiceOfferField>([
    ['title', requireText(draft.title, SERVICE_OFFER_ERRORS.titleRequired)],
    ['description', requireText(draft.description, SERVICE_OFFER_ERRORS.descriptionRequired)],
    ['skills', splitList(draft.skills).length === 0 ? SERVICE_OFFER_ERRORS.skillsRequired : null],
    ['hourlyRate', hourlyRateError(draft.hourlyRate)],
    ['availability', availability === null ? SERVICE_OFFER_ERRORS.availabilityInvalid : null],
    ['experience', experience === null ? SERVICE_OFFER_ERRORS.experienceInvalid : null],
    ['portfolio', isBlank(draft.portfolio) || isHttpUrl(draft.portfolio) ? null : SERVICE_OFFER_ERRORS.portfolioInvalid],
    ['contact', requireText(draft.contact, SERVICE_OFFER_ERRORS.contactRequired)],
  ]);
  if (Object.keys(errors).length > 0 || availability === null || experience === null) return err(errors);
  return ok({
    title: draft.title.trim(),
    description: draft.description.trim(),
    skills: splitList(draft.skills),
    hourlyRateBsv: Number(draft.hourlyRate.trim()),
    availability,
    experience,
    portfolio: isBlank(draft.portfolio) ? null : draft.portfolio.trim(),
    contact: draft.contact.trim(),
  });
}

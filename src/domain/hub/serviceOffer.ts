import { err, ok, type Result } from '../shared/result';
import {
  checkText,
  collectErrors,
  isBlank,
  isHttpUrl,
  hasNoErrors,
  oneOf,
  parseDecimal,
  splitList,
  type FieldErrors,
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

export const OFFER_AVAILABILITIES = ['full-time', 'part-time', 'contract', 'weekends'] as const;
export type OfferAvailability = (typeof OFFER_AVAILABILITIES)[number];

export const EXPERIENCE_LEVELS = ['junior', 'intermediate', 'senior', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** The hourly rate is in BSV, entered with this step (spec section 5). */
export const HOURLY_RATE_STEP_BSV = 0.0001;
/** The decimals that step allows. */
export const HOURLY_RATE_DECIMALS = 4;
/** The highest hourly rate an offer may ask, in BSV: every number kept has a bound, and no real rate comes near it. */
export const HOURLY_RATE_MAX_BSV = 1_000;

/** A valid service offer, ready to submit. */
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

/** Why a field of a service offer draft is refused; the UI maps each code to its message. */
export const SERVICE_OFFER_ERROR_CODES = [
  'titleRequired',
  'descriptionRequired',
  'skillsRequired',
  'hourlyRateRequired',
  'hourlyRateInvalid',
  'hourlyRateTooHigh',
  'availabilityInvalid',
  'experienceInvalid',
  'portfolioInvalid',
  'contactRequired',
  // The server's contact rule (`contactHandleRule.ts`), which the form words.
  'contactHandleInvalid',
  'nulCharacter',
] as const;
export type ServiceOfferErrorCode = (typeof SERVICE_OFFER_ERROR_CODES)[number];

export type ServiceOfferErrors = FieldErrors<ServiceOfferField, ServiceOfferErrorCode>;

function hourlyRateError(text: string): ServiceOfferErrorCode | null {
  if (isBlank(text)) return 'hourlyRateRequired';
  const rate = parseDecimal(text, HOURLY_RATE_DECIMALS);
  if (rate === null || rate <= 0) return 'hourlyRateInvalid';
  return rate > HOURLY_RATE_MAX_BSV ? 'hourlyRateTooHigh' : null;
}

/**
 * Checks a draft against the rules of spec section 5: title, description, skills, hourly rate and contact are
 * required; the rate is a positive BSV amount on the 0.0001 step; a portfolio, when given, is an http(s) address.
 * No text field may hold the NUL character (`nulCharacter`).
 */
export function validateServiceOffer(draft: ServiceOfferDraft): Result<ServiceOffer, ServiceOfferErrors> {
  const availability = oneOf(OFFER_AVAILABILITIES, draft.availability);
  const experience = oneOf(EXPERIENCE_LEVELS, draft.experience);
  const errors = collectErrors<ServiceOfferField, ServiceOfferErrorCode>([
    ['title', checkText(draft.title, 'titleRequired')],
    ['description', checkText(draft.description, 'descriptionRequired')],
    ['skills', checkText(draft.skills) ?? (splitList(draft.skills).length === 0 ? 'skillsRequired' : null)],
    ['hourlyRate', hourlyRateError(draft.hourlyRate)],
    ['availability', availability === null ? 'availabilityInvalid' : null],
    ['experience', experience === null ? 'experienceInvalid' : null],
    ['portfolio', checkText(draft.portfolio) ?? (isBlank(draft.portfolio) || isHttpUrl(draft.portfolio) ? null : 'portfolioInvalid')],
    ['contact', checkText(draft.contact, 'contactRequired')],
  ]);
  if (!hasNoErrors(errors) || availability === null || experience === null) return err(errors);
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

import {
  HOURLY_RATE_DECIMALS,
  HOURLY_RATE_MAX_BSV,
  type ExperienceLevel,
  type OfferAvailability,
  type ServiceOfferErrorCode,
  type ServiceOfferField,
} from '../../../domain/hub/serviceOffer';
import type { FieldText } from '../hubShared/fieldText';
import { NUL_CHARACTER_FIELD_MESSAGE } from '../../shared/storableText.texts';

export const SERVICE_OFFER_LEAD = 'Offer your services to projects building on Bitcoin SV.';

export const SERVICE_OFFER_FIELD_TEXTS: Readonly<Record<ServiceOfferField, FieldText>> = {
  title: { label: 'Service title', placeholder: 'e.g. sCrypt smart contract development' },
  description: { label: 'Description', placeholder: 'What you build, how you work and what clients receive' },
  skills: { label: 'Skills', placeholder: 'sCrypt, TypeScript, React', hint: 'Separate skills with commas.' },
  hourlyRate: { label: 'Hourly rate (BSV)', placeholder: '0.0005' },
  availability: { label: 'Availability' },
  experience: { label: 'Experience level' },
  portfolio: { label: 'Portfolio URL (optional)', placeholder: 'https://github.com/you' },
  contact: { label: 'Contact', placeholder: 'Email, HandCash handle or GitHub username' },
};

/** Names the form for assistive technology. */
export const SERVICE_OFFER_FORM_LABEL = 'Service offer';

export const SERVICE_OFFER_SUBMIT_LABEL = 'Create Service Offer';

export const OFFER_AVAILABILITY_LABELS: Readonly<Record<OfferAvailability, string>> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  weekends: 'Weekends',
};

export const EXPERIENCE_LABELS: Readonly<Record<ExperienceLevel, string>> = {
  junior: 'Junior',
  intermediate: 'Intermediate',
  senior: 'Senior',
  expert: 'Expert',
};

/** The message of each error code of the service offer rules, shown under its field. */
export const SERVICE_OFFER_ERROR_MESSAGES: Readonly<Record<ServiceOfferErrorCode, string>> = {
  titleRequired: 'Enter a title for your service.',
  descriptionRequired: 'Describe the service you offer.',
  skillsRequired: 'List at least one skill.',
  hourlyRateRequired: 'Enter your hourly rate in BSV.',
  hourlyRateInvalid: `Enter a rate above 0 in BSV, with at most ${HOURLY_RATE_DECIMALS} decimals (e.g. 0.0005).`,
  hourlyRateTooHigh: `Enter a rate of at most ${HOURLY_RATE_MAX_BSV.toLocaleString('en-US')} BSV an hour.`,
  availabilityInvalid: 'Choose your availability.',
  experienceInvalid: 'Choose your experience level.',
  portfolioInvalid: 'Enter a web address starting with http:// or https://.',
  contactRequired: 'Enter how clients can contact you.',
  contactHandleInvalid: 'A HandCash handle ($name) has letters, digits, _, - or ., at most 50 characters.',
  nulCharacter: NUL_CHARACTER_FIELD_MESSAGE,
};

/** Shown in the page once an offer is accepted (spec section 5, verbatim). */
export const SERVICE_OFFER_SUCCESS_MESSAGE = 'Service offer created successfully!';

export const SERVICE_OFFER_TIPS_TITLE = 'Tips for a strong offer';

export const SERVICE_OFFER_TIPS: readonly string[] = [
  'Use a specific title that names the technology and the outcome.',
  'Describe deliverables and how you communicate, not only what you know.',
  'List the skills clients search for, such as sCrypt, TypeScript or Bitcoin Script.',
  'Price your hourly rate in BSV to match your experience level.',
  'Link a portfolio with code clients can read: a GitHub profile or merged pull requests.',
];

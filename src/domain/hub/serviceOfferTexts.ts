import type { FieldText } from './fieldText';
import type { ServiceOfferField } from './serviceOffer';

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

/** Shown in the page once an offer passes the rules (spec section 5). */
export const SERVICE_OFFER_SUCCESS_MESSAGE = 'Service offer created successfully!';

export const SERVICE_OFFER_TIPS_TITLE = 'Tips for a strong offer';

export const SERVICE_OFFER_TIPS: readonly string[] = [
  'Use a specific title that names the technology and the outcome.',
  'Describe deliverables and how you communicate, not only what you know.',
  'List the skills clients search for, such as sCrypt, TypeScript or Bitcoin Script.',
  'Price your hourly rate in BSV to match your experience level.',
  'Link a portfolio with code clients can read: a GitHub profile or merged pull requests.',
];

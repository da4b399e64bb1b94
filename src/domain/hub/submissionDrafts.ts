import type { Commission, CommissionDraft } from './commission';
import type { ServiceOffer, ServiceOfferDraft } from './serviceOffer';

/** A value as a client may send it: its choices as any text, which the rules then check. */
export type AsSent<Value> = { readonly [Key in keyof Value]: Value[Key] extends string ? string : Value[Key] };

/**
 * The draft a checked service offer came from, as far as the rules see it: checking it again gives the same
 * offer. A receiver (the server) runs the domain's rules on what a client sent through this.
 */
export const serviceOfferDraftOf = (offer: AsSent<ServiceOffer>): ServiceOfferDraft => ({
  title: offer.title,
  description: offer.description,
  skills: offer.skills.join(', '),
  hourlyRate: String(offer.hourlyRateBsv),
  availability: offer.availability,
  experience: offer.experience,
  portfolio: offer.portfolio ?? '',
  contact: offer.contact,
});

/** The draft a checked commission came from; checking it again gives the same commission. */
export const commissionDraftOf = (commission: AsSent<Commission>): CommissionDraft => ({
  title: commission.title,
  company: commission.company ?? '',
  description: commission.description,
  requirements: commission.requirements,
  techStack: commission.techStack.join(', '),
  projectType: commission.projectType,
  budget: commission.budget,
  timeline: commission.timeline,
  priority: commission.priority,
  contact: commission.contact,
});

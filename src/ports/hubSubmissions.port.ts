import type { Observable } from 'rxjs';
import type { Commission, CommissionErrors } from '../domain/hub/commission';
import type { FieldErrors } from '../domain/hub/formRules';
import type { DeveloperBrief, ProjectBriefErrors } from '../domain/hub/projectBrief';
import type { ServiceOffer, ServiceOfferErrors } from '../domain/hub/serviceOffer';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/**
 * Why a submission was not accepted:
 * - `invalid`: a field was refused, with the same error codes as the domain's validation (the receiver may
 *   check again and refuse what the browser let through);
 * - `unavailable`: the receiver could not be reached, answered with a failure, or took too long;
 * - `not-signed-in`: the receiver takes submissions from signed-in people only;
 * - `not-found`: what the submission answers (a brief's service offer) is no longer open.
 */
export type SubmissionError<Errors extends FieldErrors<string>> =
  | { readonly kind: 'invalid'; readonly fieldErrors: Errors }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'not-signed-in' }
  | { readonly kind: 'not-found' };

/**
 * Where the hub's forms go: service offers, project commissions and project briefs to a developer.
 * Each method takes a value that passed the domain's rules, emits one result and completes; failures are
 * error values (`SubmissionError`), never an observable error. Unsubscribing abandons the request.
 */
export interface HubSubmissions {
  /** Publishes a service offer (Create Service Offer). */
  submitServiceOffer(offer: ServiceOffer): Observable<Result<void, SubmissionError<ServiceOfferErrors>>>;
  /** Posts a project commission (Commission). */
  submitCommission(commission: Commission): Observable<Result<void, SubmissionError<CommissionErrors>>>;
  /** Sends a project brief to the developer who posted its service offer (Find Developers' contact dialog). */
  sendDeveloperBrief(brief: DeveloperBrief): Observable<Result<void, SubmissionError<ProjectBriefErrors>>>;
}

export const HubSubmissions: Token<HubSubmissions> = token<HubSubmissions>('HubSubmissions');

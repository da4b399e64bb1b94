import { map, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { Commission, CommissionErrors } from '../../domain/hub/commission';
import type { FieldErrors } from '../../domain/hub/formRules';
import type { DeveloperBrief, ProjectBriefErrors } from '../../domain/hub/projectBrief';
import type { ServiceOffer, ServiceOfferErrors } from '../../domain/hub/serviceOffer';
import { err, ok, type Result } from '../../domain/shared/result';
import type { HubSubmissions, SubmissionError } from '../../ports/hubSubmissions.port';
import { API_PATHS } from './apiPaths';
import { jsonRequest, type JsonAnswer } from './jsonRequest';
import type { Sendable } from '../wire/sendable';
import type { BriefRequest, CommissionRequest, OfferRequest } from '../wire/postingRequests.schema';
import { RefusedFieldsProblem } from '../wire/postings.schema';

/**
 * The answer as a submission result: 2xx accepted; 400 with `fieldErrors` refused fields (the server ran the
 * domain's rules, so its codes are the domain's); 401 not signed in; 404 the offer is gone; anything else, or no
 * answer, unavailable.
 */
function settle<Errors extends FieldErrors<string>>(answer: Result<JsonAnswer, string>): Result<void, SubmissionError<Errors>> {
  if (!answer.ok) return err({ kind: 'unavailable' });
  const { status, body } = answer.value;
  if (status >= 200 && status < 300) return ok(undefined);
  if (status === 401) return err({ kind: 'not-signed-in' });
  if (status === 404) return err({ kind: 'not-found' });
  const refused = status === 400 ? v.safeParse(RefusedFieldsProblem, body) : null;
  // The server words its codes with the same rules as the page; they are the domain's codes for this form.
  if (refused?.success) return err({ kind: 'invalid', fieldErrors: refused.output.fieldErrors as Errors });
  return err({ kind: 'unavailable' });
}

/**
 * HubSubmissions on this app's server: offers, commissions and briefs kept in its database. What it sends must fit
 * the routes' request schemas (checked at compile time), and refusals are read with their problem's schema.
 */
export class HttpHubSubmissions implements HubSubmissions {
  submitServiceOffer(offer: ServiceOffer): Observable<Result<void, SubmissionError<ServiceOfferErrors>>> {
    return jsonRequest('POST', API_PATHS.offers, offer satisfies Sendable<typeof OfferRequest>).pipe(map((answer) => settle<ServiceOfferErrors>(answer)));
  }

  submitCommission(commission: Commission): Observable<Result<void, SubmissionError<CommissionErrors>>> {
    return jsonRequest('POST', API_PATHS.commissions, commission satisfies Sendable<typeof CommissionRequest>).pipe(map((answer) => settle<CommissionErrors>(answer)));
  }

  sendDeveloperBrief(brief: DeveloperBrief): Observable<Result<void, SubmissionError<ProjectBriefErrors>>> {
    return jsonRequest('POST', API_PATHS.briefs, brief satisfies Sendable<typeof BriefRequest>).pipe(map((answer) => settle<ProjectBriefErrors>(answer)));
  }
}

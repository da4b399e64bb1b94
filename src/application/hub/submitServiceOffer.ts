import type { Observable } from 'rxjs';
import { validateServiceOffer, type ServiceOffer, type ServiceOfferDraft, type ServiceOfferErrors } from '../../domain/hub/serviceOffer';
import type { Result } from '../../domain/shared/result';
import type { HubSubmissions, SubmissionError } from '../../ports/hubSubmissions.port';
import { submitValid } from './submitValid';

/** Creates a service offer: checks the draft against the rules of spec section 5, then submits it. */
export class SubmitServiceOffer {
  constructor(private readonly submissions: HubSubmissions) {}

  /**
   * Emits once and completes: the offer as submitted, or why not: `invalid` with the field error codes (the
   * rules' or the receiver's), `unavailable` or `not-signed-in`. An invalid draft is not sent.
   */
  execute(draft: ServiceOfferDraft): Observable<Result<ServiceOffer, SubmissionError<ServiceOfferErrors>>> {
    return submitValid(validateServiceOffer(draft), (offer) => this.submissions.submitServiceOffer(offer));
  }
}

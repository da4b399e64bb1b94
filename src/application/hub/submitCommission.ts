import type { Observable } from 'rxjs';
import { validateCommission, type Commission, type CommissionDraft, type CommissionErrors } from '../../domain/hub/commission';
import type { Result } from '../../domain/shared/result';
import type { HubSubmissions, SubmissionError } from '../../ports/hubSubmissions.port';
import { submitValid } from './submitValid';

/** Commissions a project: checks the draft against the rules of spec section 5, then submits it. */
export class SubmitCommission {
  constructor(private readonly submissions: HubSubmissions) {}

  /**
   * Emits once and completes: the commission as submitted, or why not: `invalid` with the field error codes
   * (the rules' or the receiver's), `unavailable` or `not-signed-in`. An invalid draft is not sent.
   */
  execute(draft: CommissionDraft): Observable<Result<Commission, SubmissionError<CommissionErrors>>> {
    return submitValid(validateCommission(draft), (commission) => this.submissions.submitCommission(commission));
  }
}

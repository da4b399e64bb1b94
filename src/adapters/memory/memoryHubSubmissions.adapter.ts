import { defer, of, type Observable } from 'rxjs';
import type { Commission, CommissionErrors } from '../../domain/hub/commission';
import type { FieldErrors } from '../../domain/hub/formRules';
import type { DeveloperBrief, ProjectBriefErrors } from '../../domain/hub/projectBrief';
import type { ServiceOffer, ServiceOfferErrors } from '../../domain/hub/serviceOffer';
import { err, ok, type Result } from '../../domain/shared/result';
import type { HubSubmissions, SubmissionError } from '../../ports/hubSubmissions.port';

/** What a test can make the receiver answer: acceptance, or one of the failures every method may report. */
export type SubmissionOutcome = 'accept' | { readonly kind: 'unavailable' } | { readonly kind: 'not-signed-in' } | { readonly kind: 'not-found' };

/** A submission the memory receiver accepted. */
export type ReceivedSubmission =
  | { readonly kind: 'service-offer'; readonly value: ServiceOffer }
  | { readonly kind: 'commission'; readonly value: Commission }
  | { readonly kind: 'developer-brief'; readonly value: DeveloperBrief };

/**
 * HubSubmissions for tests: keeps what it accepted in `received`, in order; `answerWith` makes it refuse
 * (`unavailable`, `not-signed-in`) until told otherwise, and `refuseFields` refuses the next submission's fields.
 */
export class MemoryHubSubmissions implements HubSubmissions {
  readonly received: ReceivedSubmission[] = [];
  private outcome: SubmissionOutcome = 'accept';
  private refusedFields: Readonly<Record<string, string>> | null = null;

  answerWith(outcome: SubmissionOutcome): void {
    this.outcome = outcome;
  }

  /** The next submission is refused with these field error codes, as a server's own validation would. */
  refuseFields(fieldErrors: Readonly<Record<string, string>>): void {
    this.refusedFields = fieldErrors;
  }

  submitServiceOffer(offer: ServiceOffer): Observable<Result<void, SubmissionError<ServiceOfferErrors>>> {
    return this.receive({ kind: 'service-offer', value: offer });
  }

  submitCommission(commission: Commission): Observable<Result<void, SubmissionError<CommissionErrors>>> {
    return this.receive({ kind: 'commission', value: commission });
  }

  sendDeveloperBrief(brief: DeveloperBrief): Observable<Result<void, SubmissionError<ProjectBriefErrors>>> {
    return this.receive({ kind: 'developer-brief', value: brief });
  }

  private receive<Errors extends FieldErrors<string>>(submission: ReceivedSubmission): Observable<Result<void, SubmissionError<Errors>>> {
    return defer(() => {
      const refused = this.refusedFields;
      this.refusedFields = null;
      // The test chose the codes for this form's fields.
      if (refused !== null) return of(err({ kind: 'invalid' as const, fieldErrors: refused as Errors }));
      if (this.outcome !== 'accept') return of(err(this.outcome));
      this.received.push(submission);
      return of(ok(undefined));
    });
  }
}

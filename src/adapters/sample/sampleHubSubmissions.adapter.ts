import { defer, of, type Observable } from 'rxjs';
import type { Commission, CommissionErrors } from '../../domain/hub/commission';
import type { DeveloperBrief, ProjectBriefErrors } from '../../domain/hub/projectBrief';
import type { ServiceOffer, ServiceOfferErrors } from '../../domain/hub/serviceOffer';
import { ok, type Result } from '../../domain/shared/result';
import type { HubSubmissions, SubmissionError } from '../../ports/hubSubmissions.port';

/** Where the sample adapter reports what it accepted: the console by default. */
export type SubmissionLog = (what: string, value: unknown) => void;

// The embedded default only logs a submission (spec section 5).
const logToConsole: SubmissionLog = (what, value) => console.info(what, value);

/**
 * HubSubmissions of the embedded default: accepts every submission at once and only logs it; nothing is sent
 * anywhere (spec section 5).
 */
export class SampleHubSubmissions implements HubSubmissions {
  constructor(private readonly log: SubmissionLog = logToConsole) {}

  submitServiceOffer(offer: ServiceOffer): Observable<Result<void, SubmissionError<ServiceOfferErrors>>> {
    return this.accept('Service offer', offer);
  }

  submitCommission(commission: Commission): Observable<Result<void, SubmissionError<CommissionErrors>>> {
    return this.accept('Project commission', commission);
  }

  sendDeveloperBrief(brief: DeveloperBrief): Observable<Result<void, SubmissionError<ProjectBriefErrors>>> {
    return this.accept('Project brief', brief);
  }

  /** Logs on subscription, so an abandoned request logs nothing. */
  private accept(what: string, value: unknown): Observable<Result<void, never>> {
    return defer(() => {
      this.log(what, value);
      return of(ok(undefined));
    });
  }
}

import { map, of, type Observable } from 'rxjs';
import { validateProjectBrief, type ProjectBriefDraft, type ProjectBriefErrors } from '../../domain/hub/projectBrief';
import { err, ok, type Result } from '../../domain/shared/result';
import type { HubSubmissions, SubmissionError } from '../../ports/hubSubmissions.port';

/** What became of a valid brief: sent to the poster of an offer, or kept nowhere (a sample profile). */
export type BriefOutcome = 'sent' | 'sample';

/**
 * Sends a project brief from the contact dialog to the developer who posted a service offer. A sample profile
 * has nobody behind it: its brief is checked like any other, then neither sent nor stored.
 */
export class SendDeveloperBrief {
  constructor(private readonly submissions: HubSubmissions) {}

  /**
   * Emits once and completes: `sent` once the receiver accepted the brief for offer `offerId`, `sample` for a
   * sample profile (`offerId` null; nothing leaves the page), or why not: `invalid` with the field error codes,
   * `unavailable`, `not-signed-in` or `not-found`. A blank brief is not sent.
   */
  execute(offerId: string | null, draft: ProjectBriefDraft): Observable<Result<BriefOutcome, SubmissionError<ProjectBriefErrors>>> {
    const checked = validateProjectBrief(offerId ?? '', draft);
    if (!checked.ok) return of(err({ kind: 'invalid' as const, fieldErrors: checked.error }));
    if (offerId === null) return of(ok('sample' as const));
    return this.submissions.sendDeveloperBrief(checked.value).pipe(map((answer) => (answer.ok ? ok('sent' as const) : answer)));
  }
}

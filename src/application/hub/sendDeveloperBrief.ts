import type { Observable } from 'rxjs';
import {
  validateProjectBrief,
  type DeveloperBrief,
  type ProjectBriefDraft,
  type ProjectBriefErrors,
} from '../../domain/hub/projectBrief';
import type { Result } from '../../domain/shared/result';
import type { HubSubmissions, SubmissionError } from '../../ports/hubSubmissions.port';
import { submitValid } from './submitValid';

/** Sends a project brief to one developer from the contact dialog; a blank brief is refused. */
export class SendDeveloperBrief {
  constructor(private readonly submissions: HubSubmissions) {}

  /**
   * Emits once and completes: the brief as sent to `developer` (a username), or why not: `invalid` with the
   * field error codes, `unavailable` or `not-signed-in`. A blank brief is not sent.
   */
  execute(developer: string, draft: ProjectBriefDraft): Observable<Result<DeveloperBrief, SubmissionError<ProjectBriefErrors>>> {
    return submitValid(validateProjectBrief(developer, draft), (brief) => this.submissions.sendDeveloperBrief(brief));
  }
}

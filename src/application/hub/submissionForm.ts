import type { Observable, Subscription } from 'rxjs';
import type { FieldErrors } from '../../domain/hub/formRules';
import type { Result } from '../../domain/shared/result';
import type { SubmissionError } from '../../ports/hubSubmissions.port';
import { Store } from '../shared/store';

/**
 * Where a hub form stands: being edited, sent and waiting for an answer, accepted, or refused for a reason that
 * is not one of its fields (`unavailable`, `not-signed-in`, `not-found`).
 */
export type SubmissionStatus = 'editing' | 'submitting' | 'succeeded' | 'unavailable' | 'not-signed-in' | 'not-found';

export interface SubmissionFormState<Field extends string, Errors extends FieldErrors<Field>> {
  readonly draft: Readonly<Record<Field, string>>;
  /** The error code of each refused field, from the last submission. */
  readonly fieldErrors: Errors | Readonly<Record<never, never>>;
  readonly status: SubmissionStatus;
  /** Grows with each submission refused for its fields, so a view can move focus to the first invalid one. */
  readonly refusals: number;
}

/**
 * The state of one hub form, outside React. Edits change the draft; `submit()` hands the draft to a submission
 * use case. Accepted: the form empties and reads `succeeded` until the next edit. Refused: the draft stays as
 * typed, with the refused fields' codes or the reason.
 */
export class SubmissionForm<Field extends string, Errors extends FieldErrors<Field>> extends Store<SubmissionFormState<Field, Errors>> {
  private request: Subscription | null = null;

  constructor(
    private readonly empty: Readonly<Record<Field, string>>,
    private readonly send: (draft: Readonly<Record<Field, string>>) => Observable<Result<unknown, SubmissionError<Errors>>>,
  ) {
    super({ draft: empty, fieldErrors: {}, status: 'editing', refusals: 0 });
  }

  change(field: Field, value: string): void {
    const status = this.state.status === 'submitting' ? 'submitting' : 'editing';
    this.setState({ ...this.state, draft: { ...this.state.draft, [field]: value }, status });
  }

  /** Sends the draft; does nothing while a submission is under way. */
  submit(): void {
    if (this.state.status === 'submitting') return;
    this.setState({ ...this.state, status: 'submitting' });
    // The use case may answer synchronously, inside subscribe().
    this.request = this.send(this.state.draft).subscribe((result) => this.settle(result));
  }

  /** Abandons a submission under way (the view is leaving); the draft stays. */
  cancel(): void {
    this.request?.unsubscribe();
    this.request = null;
    if (this.state.status === 'submitting') this.setState({ ...this.state, status: 'editing' });
  }

  override dispose(): void {
    this.request?.unsubscribe();
    super.dispose();
  }

  private settle(result: Result<unknown, SubmissionError<Errors>>): void {
    if (result.ok) {
      this.setState({ ...this.state, draft: this.empty, fieldErrors: {}, status: 'succeeded' });
    } else if (result.error.kind === 'invalid') {
      this.setState({ ...this.state, fieldErrors: result.error.fieldErrors, status: 'editing', refusals: this.state.refusals + 1 });
    } else {
      this.setState({ ...this.state, fieldErrors: {}, status: result.error.kind });
    }
  }
}

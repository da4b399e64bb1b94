import { map, of, type Observable } from 'rxjs';
import type { FieldErrors } from '../../domain/hub/formRules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SubmissionError } from '../../ports/hubSubmissions.port';

/**
 * The common flow of the hub's submissions: a value the rules refused fails as `invalid` without being sent;
 * a valid one is sent, and the result is the value once the receiver accepted it, or the receiver's failure.
 */
export function submitValid<Value, Errors extends FieldErrors<string>>(
  validation: Result<Value, Errors>,
  send: (value: Value) => Observable<Result<void, SubmissionError<Errors>>>,
): Observable<Result<Value, SubmissionError<Errors>>> {
  if (!validation.ok) return of(err({ kind: 'invalid' as const, fieldErrors: validation.error }));
  const value = validation.value;
  return send(value).pipe(map((answer) => (answer.ok ? ok(value) : answer)));
}

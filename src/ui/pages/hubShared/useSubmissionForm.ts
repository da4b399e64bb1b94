import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Observable } from 'rxjs';
import { SubmissionForm, type SubmissionFormState } from '../../../application/hub/submissionForm';
import type { FieldErrors } from '../../../domain/hub/formRules';
import type { Result } from '../../../domain/shared/result';
import type { SubmissionError } from '../../../ports/hubSubmissions.port';
import { useObservableValue } from '../../app/useObservableValue';

/**
 * A hub form's state for one mounted view: a `SubmissionForm` over the submission use case `send`. After each
 * submission refused for its fields, focus moves to the first invalid field. Leaving abandons a submission under way.
 */
export function useSubmissionForm<Field extends string, Errors extends FieldErrors<Field>>(
  empty: Readonly<Record<Field, string>>,
  send: (draft: Readonly<Record<Field, string>>) => Observable<Result<unknown, SubmissionError<Errors>>>,
): { readonly form: SubmissionForm<Field, Errors>; readonly state: SubmissionFormState<Field, Errors>; readonly formRef: RefObject<HTMLFormElement | null> } {
  const [form] = useState(() => new SubmissionForm<Field, Errors>(empty, send));
  const state = useObservableValue(form.state$);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => () => form.cancel(), [form]);
  useEffect(() => {
    if (state.refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.refusals]);
  return { form, state, formRef };
}

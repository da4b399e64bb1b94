import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../domain/hub/formRules';
import type { Result } from '../../../domain/shared/result';

/**
 * The state of a hub form that is checked by a pure domain rule and sent nowhere. On submit the draft is
 * validated: errors are shown and the first invalid field takes focus, keeping what was typed; a valid draft
 * empties the form and marks it succeeded until the next edit.
 */
export function useValidatedForm<Field extends string, Value>(
  empty: Readonly<Record<Field, string>>,
  validate: (draft: Readonly<Record<Field, string>>) => Result<Value, FieldErrors<Field>>,
) {
  const [draft, setDraft] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [succeeded, setSucceeded] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setSucceeded(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(draft);
    if (result.ok) {
      setErrors({});
      setDraft(empty);
      setSucceeded(true);
    } else {
      setErrors(result.error);
      setSucceeded(false);
      setFailedAttempts((count) => count + 1);
    }
  };

  return { draft, errors, succeeded, change, submit, formRef };
}

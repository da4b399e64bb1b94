import type { MintFieldError } from '../../../domain/exchange/mintDraft';
import { mintErrorText } from './mint.texts';

/** The messages of one field's errors, under the field; `id` is what the field's `aria-describedby` names. */
export function FieldErrors({ id, errors }: { readonly id: string; readonly errors: readonly MintFieldError[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} className="exchange-field-errors">
      {errors.map((error) => (
        <li key={`${error.code}-${error.fileName ?? ''}`}>{mintErrorText(error)}</li>
      ))}
    </ul>
  );
}

/** The accessibility attributes of a field with these errors. */
export const invalidProps = (errorId: string, errors: readonly MintFieldError[], hintId?: string) => ({
  'aria-invalid': errors.length > 0 ? true : undefined,
  'aria-describedby': [hintId, errors.length > 0 ? errorId : undefined].filter(Boolean).join(' ') || undefined,
});

import type { FieldErrors } from '../../domain/hub/formRules';

/**
 * The body of a 400 for refused fields: `error` names each field with its message (`title: Enter a title…`),
 * `fieldErrors` carries the domain's codes by field (what the browser's adapter reads).
 */
export function refusedFields<Code extends string>(errors: FieldErrors<string, Code>, messages: Readonly<Record<Code, string>>) {
  const entries = Object.entries(errors) as [string, Code][];
  return {
    success: false as const,
    code: 'invalid-fields',
    error: entries.map(([field, code]) => `${field}: ${messages[code]}`).join(' '),
    fieldErrors: errors,
  };
}

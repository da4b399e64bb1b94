/** The body of a refusal as the server sends it: RFC 9457 problem details with the rule's code and its facts. */
export const problemBody = (status: number, code: string, extras: Record<string, unknown> = {}) => ({
  type: `/api#${code}`,
  title: code,
  status,
  code,
  success: false,
  ...extras,
});

/** The code and the field at fault of a problem body (`[code]` when it names no field). */
export const codeOf = (body: unknown): readonly unknown[] => {
  const { code, field } = body as { code?: unknown; field?: unknown };
  return field === undefined ? [code] : [code, field];
};

/**
 * What a refusal names, in one value to compare: a form's codes by field (`invalid-fields`), a mint's codes
 * (`invalid-mint`, `field:code` each), else `code` or `code:field`; undefined for an answer that is no refusal.
 */
export const ruleOf = (body: unknown): unknown => {
  const { code, field, fieldErrors, errors } = body as { code?: string; field?: string; fieldErrors?: unknown; errors?: { field: string; code: string }[] };
  if (code === undefined) return undefined;
  if (code === 'invalid-fields') return fieldErrors;
  if (code === 'invalid-mint') return errors?.map((error) => `${error.field}:${error.code}`);
  return field === undefined ? code : `${code}:${field}`;
};

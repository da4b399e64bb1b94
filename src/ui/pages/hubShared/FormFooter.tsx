/**
 * The submit button and the form's status line. The status element is always present (empty until there is
 * something to say), so screen readers announce the message and nothing shifts when it appears. A failure that
 * is no field's fault shows as an alert under it.
 */
export function FormFooter({
  submitLabel,
  status,
  failure,
}: {
  readonly submitLabel: string;
  readonly status: string;
  readonly failure?: string;
}) {
  return (
    <div className="form-footer">
      <button type="submit" className="button-primary">
        {submitLabel}
      </button>
      <p role="status" className="form-status">
        {status}
      </p>
      {failure === undefined ? null : (
        <p role="alert" className="form-failure">
          {failure}
        </p>
      )}
    </div>
  );
}

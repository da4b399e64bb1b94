/**
 * The submit button and the form's status line. The status element is always present (empty until success),
 * so screen readers announce the message and nothing shifts when it appears.
 */
export function FormFooter({ submitLabel, success }: { readonly submitLabel: string; readonly success: string }) {
  return (
    <div className="form-footer">
      <button type="submit" className="button-primary">
        {submitLabel}
      </button>
      <p role="status" className="form-status">
        {success}
      </p>
    </div>
  );
}

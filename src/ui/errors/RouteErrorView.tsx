import { UNEXPECTED_APPLICATION_ERROR } from '../app/app.texts';

/** The message of whatever a route threw, as text. */
function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error view: `Unexpected Application Error!` with the error text (spec section 8). */
export function RouteErrorView({ error }: { readonly error: unknown }) {
  return (
    <section className="error-view" role="alert">
      <h1>{UNEXPECTED_APPLICATION_ERROR}</h1>
      <pre className="error-text">{errorText(error)}</pre>
    </section>
  );
}

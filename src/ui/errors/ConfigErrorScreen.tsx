import { CONFIG_ERROR_MESSAGE, CONFIG_ERROR_TITLE } from '../app/app.texts';

/** Shown instead of the app when the runtime configuration is missing or malformed. */
export function ConfigErrorScreen({ detail }: { readonly detail: string }) {
  return (
    <main className="config-error" role="alert">
      <h1>{CONFIG_ERROR_TITLE}</h1>
      <p>{CONFIG_ERROR_MESSAGE}</p>
      <p className="config-error-detail">{detail}</p>
    </main>
  );
}

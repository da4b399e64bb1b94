/**
 * GitHub identity's API paths, shared by the server's routes and the browser's adapter (kept apart from
 * `apiPaths.ts`, which every route loads): `POST` starts a sign-in, `DELETE` signs out of GitHub.
 */
export const GITHUB_IDENTITY_PATH = '/api/github-identity';
/** Where GitHub sends the person back with `code` and `state` (the OAuth app's callback URL). */
export const GITHUB_IDENTITY_CALLBACK_PATH = `${GITHUB_IDENTITY_PATH}/callback`;

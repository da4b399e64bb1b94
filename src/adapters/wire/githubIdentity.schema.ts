import * as v from 'valibot';

/**
 * The messages of `/api/github-identity` (GitHub sign-in linked to the session), imported by the server's route
 * and the browser's adapter; the OpenAPI document is generated from them (`apiEndpoints.ts`).
 */

/** `POST` `{returnPath?}`: the in-app path to come back to after GitHub (the contracts page when absent or not a path of this site). */
export const GitHubSignInRequest = v.object({ returnPath: v.optional(v.pipe(v.string(), v.maxLength(2000))) });

/** `200` of `POST`: where to send the browser (GitHub's authorize page, or the sandbox's). */
export const GitHubSignInAnswer = v.object({ success: v.literal(true), authorizeUrl: v.pipe(v.string(), v.minLength(1)) });

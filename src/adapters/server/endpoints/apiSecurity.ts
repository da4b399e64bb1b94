import type { ApiSecurity } from '../../wire/openApiDocument';
import { tokenNeedOf } from './tokenScopes';

/** Endpoints that act for a signed-in person: those whose refusals include 401 `not-authenticated`. */
const actsForPerson = (problems: Readonly<Record<number, readonly string[]>>): boolean => (problems[401] ?? []).includes('not-authenticated');

/**
 * The API's security in the OpenAPI document: the session cookie (the app's pages) and personal API tokens
 * (`Authorization: Bearer bsvw_…`, made on /settings/tokens), each endpoint that acts for a person naming the scope a
 * token needs for it (`tokenNeedOf`); one a token may not use names the cookie only.
 */
export const API_SECURITY: ApiSecurity = {
  schemes: {
    session: { type: 'apiKey', in: 'cookie', name: 'workbench_session', description: 'The app’s session, set by signing in with the wallet.' },
    token: {
      type: 'http',
      scheme: 'bearer',
      description:
        'A personal API token (`bsvw_…`), made and revoked on /settings/tokens; scopes `read` (every GET), `claim`, `pay`, `market`. A missing scope is 403 `<scope>-scope-required`; an unknown, revoked or expired token 401 `token-invalid`.',
    },
  },
  of: (endpoint): readonly Readonly<Record<string, readonly string[]>>[] => {
    if (!actsForPerson(endpoint.problems)) return [];
    const need = tokenNeedOf(endpoint.method, endpoint.path);
    const session: Readonly<Record<string, readonly string[]>> = { session: [] };
    return need === 'refused' ? [session] : [session, { token: need === 'any' ? [] : [need] }];
  },
};

import { err, ok, type Result } from '../shared/result';
import { noAuthToken, providerError, type SessionError } from './sessionErrors';

/** Named parameters, decoded (the platform's `URLSearchParams` is one): the first value of a name, or null. */
export interface CallbackParameters {
  get(name: string): string | null;
}

const TOKEN_NAMES = ['authToken', 'auth_token', 'token'] as const;

/**
 * Reads the redirect from the wallet: `error` (with `error_description`; a `provider-error`) or a token named
 * `authToken`, `auth_token` or `token` (none: `no-auth-token`). `sources` are searched in order (the fragment's parameters before the query's), and
 * the names in that order; values are trimmed and blank ones count as absent. An error wins over a token: a
 * redirect reporting failure is never treated as a sign-in. Never throws.
 */
export const parseCallback = (sources: readonly CallbackParameters[]): Result<string, SessionError> => {
  const lookup = (name: string): string | undefined => {
    for (const source of sources) {
      const value = source.get(name)?.trim();
      if (value !== undefined && value !== '') return value;
    }
    return undefined;
  };
  const error = lookup('error');
  if (error !== undefined) return err(providerError(error, lookup('error_description')));
  for (const name of TOKEN_NAMES) {
    const token = lookup(name);
    if (token !== undefined) return ok(token);
  }
  return err(noAuthToken());
};

import { NO_AUTH_TOKEN_MESSAGE, handCashErrorMessage } from './sessionConstants';
import { parseQueryString } from './queryString';

/** What the wallet's redirect back to the app carried. */
export type CallbackOutcome =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'missing'; readonly message: string };

const TOKEN_NAMES = ['authToken', 'auth_token', 'token'] as const;

/** The parameters of a fragment: `#authToken=…`, or the part after '?' in a hash route `#/callback?authToken=…`. */
const hashParameters = (hash: string): ReadonlyMap<string, string> => {
  const fragment = hash.replace(/^#/, '');
  const question = fragment.indexOf('?');
  return parseQueryString(question < 0 ? fragment : fragment.slice(question + 1));
};

/**
 * Reads the redirect from the wallet: `error` (with `error_description`) or a token named `authToken`,
 * `auth_token` or `token`. The hash is searched before the query, and the names in that order; values
 * are trimmed and blank ones count as absent. An error wins over a token: a redirect reporting failure
 * is never treated as a sign-in. Never throws.
 */
export const parseCallback = (search: string, hash: string): CallbackOutcome => {
  const sources = [hashParameters(hash), parseQueryString(search)];
  const lookup = (name: string): string | undefined => {
    for (const source of sources) {
      const value = source.get(name)?.trim();
      if (value !== undefined && value !== '') return value;
    }
    return undefined;
  };
  const error = lookup('error');
  if (error !== undefined) return { kind: 'error', message: handCashErrorMessage(error, lookup('error_description')) };
  for (const name of TOKEN_NAMES) {
    const token = lookup(name);
    if (token !== undefined) return { kind: 'token', token };
  }
  return { kind: 'missing', message: NO_AUTH_TOKEN_MESSAGE };
};

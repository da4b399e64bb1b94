import type { CallbackParameters } from '../../../domain/session/callbackParams';

/**
 * The parameters the wallet's redirect may carry, in the order they are searched: the fragment's
 * (`#authToken=…`, or the part after '?' in a hash route `#/callback?authToken=…`), then the query's. Decoded by
 * the platform's `URLSearchParams` ('+' is a space; the first value of a name wins).
 */
export function callbackParameters(search: string, hash: string): readonly CallbackParameters[] {
  const fragment = hash.replace(/^#/, '');
  const question = fragment.indexOf('?');
  return [new URLSearchParams(question < 0 ? fragment : fragment.slice(question + 1)), new URLSearchParams(search)];
}

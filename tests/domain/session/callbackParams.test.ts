import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCallback as parseSources } from '../../../src/domain/session/callbackParams';
import { callbackParameters } from '../../../src/ui/pages/authCallback/callbackParameters';

/** The callback as the page reads it: the fragment's parameters, then the query's (URLSearchParams). */
const parseCallback = (search: string, hash: string) => parseSources(callbackParameters(search, hash));

const missing = { ok: false, error: { code: 'no-auth-token' } };

describe('parseCallback', () => {
  it.each([
    ['authToken in the query', '?authToken=abc', ''],
    ['auth_token in the query', '?auth_token=abc', ''],
    ['token in the query', '?token=abc', ''],
    ['authToken as the hash', '', '#authToken=abc'],
    ['authToken in a hash route', '', '#/callback?authToken=abc'],
    ['a padded token', '?authToken=%20abc%20', ''],
    ['the hash before the query', '?authToken=zzz', '#authToken=abc'],
    ['authToken before token', '?token=zzz&authToken=abc', ''],
  ])('reads %s', (_, search, hash) => {
    expect(parseCallback(search, hash)).toEqual({ ok: true, value: 'abc' });
  });

  it('reports a provider error, which wins over a token', () => {
    expect([
      parseCallback('?error=access_denied&error_description=User%20declined', ''),
      parseCallback('?authToken=abc', '#/callback?error=access_denied'),
    ]).toEqual([
      { ok: false, error: { code: 'provider-error', error: 'access_denied', description: 'User declined' } },
      { ok: false, error: { code: 'provider-error', error: 'access_denied', description: null } },
    ]);
  });

  it('reports a missing token', () => {
    expect([
      parseCallback('', ''),
      parseCallback('?authToken=', '#/callback'),
      parseCallback('?other=1', '#/callback?x=1'),
    ]).toEqual([missing, missing, missing]);
  });

  it('never throws, and a token it returns is non-blank', () => {
    const part = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[?#]?(\/callback\?)?([a-z_%A-F0-9+=&]|authToken|error)*$/),
    );
    fc.assert(
      fc.property(part, part, (search, hash) => {
        const outcome = parseCallback(search, hash);
        if (outcome.ok) expect(outcome.value.trim()).toBe(outcome.value);
        if (outcome.ok) expect(outcome.value).not.toBe('');
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCallback as parseSources } from '../../../src/domain/session/callbackParams';
import { callbackParameters } from '../../../src/ui/pages/authCallback/callbackParameters';

/** The callback as the page reads it: the fragment's parameters, then the query's (URLSearchParams). */
const parseCallback = (search: string, hash: string) => parseSources(callbackParameters(search, hash));

const missing = {
  kind: 'missing',
  message: 'No authToken received from HandCash. Check the console for debug information.',
};

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
    expect(parseCallback(search, hash)).toEqual({ kind: 'token', token: 'abc' });
  });

  it('reports a provider error, which wins over a token', () => {
    expect([
      parseCallback('?error=access_denied&error_description=User%20declined', ''),
      parseCallback('?authToken=abc', '#/callback?error=access_denied'),
    ]).toEqual([
      { kind: 'error', message: 'HandCash error: access_denied - User declined' },
      { kind: 'error', message: 'HandCash error: access_denied - Unknown error' },
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
        if (outcome.kind === 'token') expect(outcome.token.trim()).toBe(outcome.token);
        if (outcome.kind === 'token') expect(outcome.token).not.toBe('');
      }),
    );
  });
});

import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { CompleteCallback } from '../../../src/application/session/completeCallback';
import { UserSessionStore } from '../../../src/application/session/userSessionStore';
import { RETURN_PATH_STORAGE_KEY } from '../../../src/application/session/returnPathStorage';
import { callbackParameters } from '../../../src/ui/pages/authCallback/callbackParameters';
import { resolve } from '../../../src/composition/resolve';
import { FeatureModules } from '../../../src/ports/featureModules.port';
import { createTestContainer } from '../../support/testContainer';
import { ALICE, ALICE_TOKEN, serverKnowingAlice } from './sessionFixtures';

function complete(search: string, hash = '', returnPath: string | null = '/contracts') {
  const session = new MemoryKeyValueStore(returnPath === null ? {} : { [RETURN_PATH_STORAGE_KEY]: returnPath });
  const { container, adapters } = createTestContainer({ sessions: serverKnowingAlice(null), session });
  // The use case loads with the callback's route (the `signIn` feature).
  const run = async () => {
    await resolve(container, FeatureModules).load('signIn');
    return firstValueFrom(container.get(CompleteCallback).execute(callbackParameters(search, hash)));
  };
  return { run, adapters, store: container.get(UserSessionStore) };
}

describe('completing the wallet callback', () => {
  it('hands the token to the server once, signs in with its profile and keeps no token in the page', async () => {
    const { run, adapters, store } = complete(`?authToken=${ALICE_TOKEN}`);
    expect([await run(), store.state.session, adapters.sessions.requests, [...adapters.persistent.entries.keys()]]).toEqual([
      { returnTo: '/contracts', result: { ok: true, value: { profile: ALICE } } },
      { profile: ALICE },
      [ALICE_TOKEN],
      [],
    ]);
    expect(JSON.stringify(store.state)).not.toContain(ALICE_TOKEN);
  });

  it('reads the token from the hash as well, under any of its names', async () => {
    const outcomes = await Promise.all(
      [`#auth_token=${ALICE_TOKEN}`, `#/cb?token=${ALICE_TOKEN}`].map((hash) => complete('', hash).run()),
    );
    expect(outcomes.map((outcome) => outcome.result.ok && outcome.result.value.profile.handle)).toEqual(['alice', 'alice']);
  });

  it('reports the server’s refusal as an API failure and signs nobody in (no placeholder user)', async () => {
    const { run, store } = complete(`?authToken=${'0'.repeat(64)}`);
    const refused = { code: 'api-request-failed', detail: 'Unauthorized', reason: 'unauthorized' };
    expect([(await run()).result, store.state.session, store.state.notice]).toEqual([{ ok: false, error: refused }, null, refused]);
  });

  it('says authentication expired when the server says so', async () => {
    const { run, adapters } = complete(`?authToken=${ALICE_TOKEN}`);
    adapters.sessions.failure = { code: 'authentication-expired', message: 'Authentication expired, please login again' };
    const { result } = await run();
    expect(result).toEqual({ ok: false, error: { code: 'authentication-expired' } });
  });

  it('reports a provider error verbatim and signs nobody in', async () => {
    const { run, store, adapters } = complete('?error=access_denied&error_description=User%20declined');
    expect([await run(), store.state.session, adapters.sessions.requests]).toEqual([
      { returnTo: '/contracts', result: { ok: false, error: { code: 'provider-error', error: 'access_denied', description: 'User declined' } } },
      null,
      [],
    ]);
  });

  it('reports a missing token', async () => {
    const { result } = await complete('?state=x').run();
    expect(result).toEqual({ ok: false, error: { code: 'no-auth-token' } });
  });

  it('returns home when no safe return path was remembered', async () => {
    const returns = await Promise.all([null, '//evil.example', 'javascript:alert(1)'].map(async (path) => (await complete('?error=x', '', path).run()).returnTo));
    expect(returns).toEqual(['/', '/', '/']);
  });

  it('gives the same outcome when run twice (React StrictMode runs effects twice)', async () => {
    const { run, store } = complete(`?authToken=${ALICE_TOKEN}`);
    const [first, second] = [await run(), await run()];
    expect([second, store.state.session]).toEqual([first, { profile: ALICE }]);
  });
});

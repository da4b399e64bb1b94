import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryProfileGateway } from '../../../src/adapters/memory/memoryProfileGateway.adapter';
import { CompleteCallback } from '../../../src/application/session/completeCallback';
import { UserSessionStore } from '../../../src/application/session/userSessionStore';
import { RETURN_PATH_STORAGE_KEY } from '../../../src/domain/session/returnPath';
import { createSession } from '../../../src/domain/session/session';
import {
  NO_AUTH_TOKEN_MESSAGE,
  PLACEHOLDER_DISPLAY_NAME,
  PLACEHOLDER_HANDLE,
  SESSION_STORAGE_KEY,
} from '../../../src/domain/session/sessionConstants';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { createTestContainer, TEST_NOW } from '../../support/testContainer';
import { ALICE, ALICE_TOKEN } from './sessionFixtures';

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const JWT = `${base64Url({ alg: 'none' })}.${base64Url({ handle: 'jwtbob', paymail: 'jwtbob@handcash.io' })}.sig`;

function complete(search: string, hash = '', returnPath: string | null = '/contracts') {
  const session = new MemoryKeyValueStore(returnPath === null ? {} : { [RETURN_PATH_STORAGE_KEY]: returnPath });
  const { container, adapters } = createTestContainer({ profiles: new MemoryProfileGateway(new Map([[ALICE_TOKEN, ALICE]])), session });
  const run = () => firstValueFrom(container.get(CompleteCallback).execute(search, hash));
  return { run, adapters, store: container.get(UserSessionStore) };
}

describe('completing the wallet callback', () => {
  it('signs in with the server’s profile and returns where the login started', async () => {
    const { run, adapters, store } = complete(`?authToken=${ALICE_TOKEN}`);
    const expected = createSession(ALICE, ALICE_TOKEN, TEST_NOW);
    expect([await run(), store.state.session, adapters.persistent.read(SESSION_STORAGE_KEY) !== null, adapters.profiles.requests]).toEqual([
      { returnTo: '/contracts', result: { ok: true, value: expected } },
      expected,
      true,
      [ALICE_TOKEN],
    ]);
  });

  it('reads the token from the hash as well, under any of its names', async () => {
    const outcomes = await Promise.all(
      [`#auth_token=${ALICE_TOKEN}`, `#/cb?token=${ALICE_TOKEN}`].map((hash) => complete('', hash).run()),
    );
    expect(outcomes.map((outcome) => outcome.result.ok && outcome.result.value.profile.handle)).toEqual(['alice', 'alice']);
  });

  it('falls back to the profile in a JWT-shaped token when the server has none', async () => {
    const { run } = complete(`?authToken=${JWT}`);
    const { result } = await run();
    expect(result.ok && result.value.profile).toEqual({
      handle: 'jwtbob',
      paymail: 'jwtbob@handcash.io',
      publicKey: '',
      avatarUrl: '',
      displayName: 'jwtbob',
    });
  });

  it('falls back to the placeholder user, kept for this page only', async () => {
    const { run, adapters, store } = complete(`?authToken=${'0'.repeat(64)}`);
    await run();
    expect([store.state.session?.profile.handle, store.state.session?.profile.displayName, adapters.persistent.read(SESSION_STORAGE_KEY)]).toEqual([
      PLACEHOLDER_HANDLE,
      PLACEHOLDER_DISPLAY_NAME,
      null,
    ]);
  });

  it('reports a provider error verbatim and signs nobody in', async () => {
    const { run, store } = complete('?error=access_denied&error_description=User%20declined');
    expect([await run(), store.state.session]).toEqual([
      { returnTo: '/contracts', result: { ok: false, error: { code: 'provider-error', message: 'HandCash error: access_denied - User declined' } } },
      null,
    ]);
  });

  it('reports a missing token', async () => {
    const { result } = await complete('?state=x').run();
    expect(result).toEqual({ ok: false, error: { code: 'no-auth-token', message: NO_AUTH_TOKEN_MESSAGE } });
  });

  it('returns home when no safe return path was remembered', async () => {
    const returns = await Promise.all([null, '//evil.example', 'javascript:alert(1)'].map(async (path) => (await complete('?error=x', '', path).run()).returnTo));
    expect(returns).toEqual(['/', '/', '/']);
  });

  it('gives the same outcome when run twice (React StrictMode runs effects twice)', async () => {
    const { run, store } = complete(`?authToken=${ALICE_TOKEN}`);
    const [first, second] = [await run(), await run()];
    expect([second, store.state.session]).toEqual([first, createSession(ALICE, ALICE_TOKEN, TEST_NOW)]);
  });
});

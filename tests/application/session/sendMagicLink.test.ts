import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryHandCashConnect } from '../../../src/adapters/memory/memoryHandCashConnect.adapter';
import { SendMagicLink } from '../../../src/application/session/sendMagicLink';
import { resolve } from '../../../src/composition/resolve';
import { FeatureModules } from '../../../src/ports/featureModules.port';
import type { ConnectResponse } from '../../../src/ports/handCashConnect.port';
import { createTestContainer, TEST_CONFIG } from '../../support/testContainer';

function send(response: ConnectResponse | null, appId: string | null = 'sandbox-app') {
  const connect = new MemoryHandCashConnect(() => response);
  const { container } = createTestContainer({ connect, config: { ...TEST_CONFIG, handcash: { ...TEST_CONFIG.handcash, appId } } });
  // The use case loads with the callback's route (the `signIn` feature).
  const result = resolve(container, FeatureModules)
    .load('signIn')
    .then(() => firstValueFrom(container.get(SendMagicLink).execute('alice@example.com', 'http://localhost/auth/callback')));
  return { result, connect };
}

describe('sending a magic link', () => {
  it('posts the email and redirect URL with the app id, and returns the provider’s message', async () => {
    const { result, connect } = send({ status: 200, statusText: 'OK', body: { message: 'Check your inbox' } });
    expect([await result, connect.requests]).toEqual([
      { ok: true, value: 'Check your inbox' },
      [
        {
          method: 'POST',
          path: '/users/magiclink',
          body: { email: 'alice@example.com', redirectUrl: 'http://localhost/auth/callback' },
          appId: 'sandbox-app',
        },
      ],
    ]);
  });

  it.each([
    [{ status: 400, statusText: 'Bad Request', body: { message: 'Invalid email' } }],
    [{ status: 500, statusText: 'Internal Server Error', body: null }],
    [null],
  ])('fails with magic-link-failed on any failure (%#)', async (response) => {
    expect(await send(response).result).toEqual({ ok: false, error: { code: 'magic-link-failed' } });
  });

  it('accepts every 2xx answer, and reads no message from a body without one', async () => {
    const answers = await Promise.all(
      [
        { status: 299, statusText: 'OK', body: { message: 'Sent' } },
        { status: 204, statusText: 'No Content', body: null },
        { status: 200, statusText: 'OK', body: { message: 42 } },
        { status: 200, statusText: 'OK', body: 'Sent' },
      ].map((response) => send(response).result),
    );
    expect(answers).toEqual([
      { ok: true, value: 'Sent' },
      { ok: true, value: '' },
      { ok: true, value: '' },
      { ok: true, value: '' },
    ]);
  });

  it.each([199, 300])('fails on a %i answer', async (status) => {
    expect(await send({ status, statusText: '', body: { message: 'x' } }).result).toEqual({ ok: false, error: { code: 'magic-link-failed' } });
  });

  it('needs an app id', async () => {
    const { result, connect } = send(null, null);
    expect([(await result).ok, connect.requests]).toEqual([false, []]);
  });
});

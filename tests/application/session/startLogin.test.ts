import { describe, expect, it } from 'vitest';
import { StartLogin } from '../../../src/application/session/startLogin';
import { UserSessionStore } from '../../../src/application/session/userSessionStore';
import { RETURN_PATH_STORAGE_KEY } from '../../../src/application/session/returnPathStorage';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../src/domain/session/sessionConstants';
import { TEST_CONFIG } from '../../support/testContainer';
import { signedIn } from './sessionFixtures';

const LIVE_CONFIG = {
  ...TEST_CONFIG,
  mode: 'live' as const,
  handcash: { appId: 'my-app', connectUrl: 'https://cloud.handcash.io', authorizeUrl: 'https://app.handcash.io/#/authorizeApp', sandbox: false },
};

describe('starting a login', () => {
  it('clears the old session and redirects to the authorize page with the app id after 1,000 ms', () => {
    const { container, adapters } = signedIn({ config: LIVE_CONFIG });
    const result = container.get(StartLogin).execute('/contracts?tab=open');
    const store = container.get(UserSessionStore);
    const before = { session: store.state.session, stored: [...adapters.persistent.entries.keys()], redirecting: store.state.redirecting };
    adapters.clock.advance(LOGIN_REDIRECT_DELAY_MS - 1);
    const early = [...adapters.navigation.assigned];
    adapters.clock.advance(1);
    expect({
      result,
      before,
      early,
      assigned: adapters.navigation.assigned,
      returnPath: adapters.session.read(RETURN_PATH_STORAGE_KEY),
      redirecting: store.state.redirecting,
    }).toEqual({
      result: { ok: true, value: 'https://app.handcash.io/#/authorizeApp?appId=my-app' },
      before: { session: null, stored: [], redirecting: true },
      early: [],
      assigned: ['https://app.handcash.io/#/authorizeApp?appId=my-app'],
      returnPath: '/contracts?tab=open',
      redirecting: false,
    });
  });

  it('goes to the sandbox wallet on the embedded default', () => {
    const { container, adapters } = signedIn();
    container.get(StartLogin).execute('/');
    adapters.clock.advance(LOGIN_REDIRECT_DELAY_MS);
    expect(adapters.navigation.assigned).toEqual(['/sandbox-wallet/authorize?appId=sandbox-app']);
  });

  it('is blocked with the spec alert when no app id is configured, and never redirects', () => {
    const { container, adapters } = signedIn({ config: { ...LIVE_CONFIG, handcash: { ...LIVE_CONFIG.handcash, appId: null } } });
    const result = container.get(StartLogin).execute('/token');
    adapters.clock.advance(10 * LOGIN_REDIRECT_DELAY_MS);
    const { state } = container.get(UserSessionStore);
    expect({ result, notice: state.notice, redirecting: state.redirecting, assigned: adapters.navigation.assigned }).toEqual({
      result: { ok: false, error: { code: 'app-id-missing' } },
      notice: { code: 'app-id-missing' },
      redirecting: false,
      assigned: [],
    });
  });

  it('never remembers a return address off this site or on the callback route', () => {
    const { container, adapters } = signedIn();
    const remembered = ['//evil.example/x', 'https://evil.example', '/auth/callback?authToken=x', '/exchange#top'].map((path) => {
      container.get(StartLogin).execute(path);
      return adapters.session.read(RETURN_PATH_STORAGE_KEY);
    });
    expect(remembered).toEqual(['/', '/', '/', '/exchange#top']);
  });

  it('redirects once when login is started twice', () => {
    const { container, adapters } = signedIn();
    container.get(StartLogin).execute('/');
    adapters.clock.advance(600);
    container.get(StartLogin).execute('/');
    adapters.clock.advance(600);
    const afterFirstDue = [...adapters.navigation.assigned];
    adapters.clock.advance(400);
    expect([afterFirstDue, adapters.navigation.assigned.length]).toEqual([[], 1]);
  });
});

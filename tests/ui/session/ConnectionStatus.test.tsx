import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { RETURN_PATH_STORAGE_KEY } from '../../../src/application/session/returnPathStorage';
import type { Profile } from '../../../src/domain/session/session';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../src/domain/session/sessionConstants';
import {
  ACCOUNT_CONTROL_LABEL,
  NOT_CONNECTED_LABEL,
  REDIRECTING_LABEL,
  SANDBOX_WALLET_LABEL,
  SIGN_IN_LABEL,
  SIGN_OUT_LABEL,
} from '../../../src/ui/shell/session.texts';
import { renderApp } from '../../support/renderApp';
import { TEST_CONFIG } from '../../support/testContainer';

const LIVE_WITHOUT_APP_ID = {
  ...TEST_CONFIG,
  mode: 'live' as const,
  handcash: { appId: null, connectUrl: 'https://cloud.handcash.io', authorizeUrl: 'https://app.handcash.io/#/authorizeApp', sandbox: false },
};

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  handle: 'alice',
  paymail: 'alice@handcash.io',
  publicKey: 'id',
  avatarUrl: '',
  displayName: 'Alice',
  ...overrides,
});

/** The app server holding a session for `who`. */
const storing = (who: Profile) => new MemorySessionGateway(new Map(), who);

/** Pages load lazily; on a busy machine the first load of a page's code can take seconds. */
const PAGE_LOAD = { timeout: 8_000 };

const status = () => within(screen.getByRole('group', { name: ACCOUNT_CONTROL_LABEL })).getByRole('status');

describe('the menu bar’s connection status', { timeout: 20_000 }, () => {
  it('shows Not Connected, a grey dot, a sign-in button and the sandbox label on the embedded default', async () => {
    renderApp('/token');
    expect(await screen.findByRole('button', { name: SIGN_IN_LABEL }, PAGE_LOAD)).toBeDefined();
    expect({
      text: status().textContent,
      dotOn: status().querySelector('.status-dot-on') !== null,
      sandbox: within(screen.getByRole('group', { name: ACCOUNT_CONTROL_LABEL })).getByTitle(SANDBOX_WALLET_LABEL).textContent,
    }).toEqual({ text: NOT_CONNECTED_LABEL, dotOn: false, sandbox: `Sandbox${SANDBOX_WALLET_LABEL}` });
  });

  it('shows no sandbox label outside the embedded default', async () => {
    renderApp('/token', { config: LIVE_WITHOUT_APP_ID });
    await screen.findByRole('button', { name: SIGN_IN_LABEL }, PAGE_LOAD);
    expect(screen.queryByTitle(SANDBOX_WALLET_LABEL)).toBeNull();
  });

  it('shows the signed-in handle with a green dot and the avatar, and signs out', async () => {
    const sessions = storing(profile({ avatarUrl: 'https://cloud.handcash.io/a.png' }));
    renderApp('/token', { sessions });
    const signOut = await screen.findByRole('button', { name: SIGN_OUT_LABEL }, PAGE_LOAD);
    expect({
      text: status().textContent,
      dotOn: status().querySelector('.status-dot-on') !== null,
      avatar: status().querySelector('img')?.getAttribute('src'),
    }).toEqual({ text: 'alice', dotOn: true, avatar: 'https://cloud.handcash.io/a.png' });
    await userEvent.click(signOut);
    expect([status().textContent, sessions.signedIn]).toEqual([NOT_CONNECTED_LABEL, null]);
  });

  it('shows a handle holding markup as text', async () => {
    renderApp('/token', { sessions: storing(profile({ handle: '<img src=x onerror=alert(1)>' })) });
    await screen.findByRole('button', { name: SIGN_OUT_LABEL }, PAGE_LOAD);
    expect([status().textContent, status().querySelector('img')]).toEqual(['<img src=x onerror=alert(1)>', null]);
  });

  it('waits 1,000 ms, then sends the browser to the sandbox wallet and remembers the page', async () => {
    const { adapters } = renderApp('/contracts');
    await userEvent.click(await screen.findByRole('button', { name: SIGN_IN_LABEL }, PAGE_LOAD));
    const waiting = (screen.getByRole('button', { name: REDIRECTING_LABEL }) as HTMLButtonElement).disabled;
    act(() => adapters.clock.advance(LOGIN_REDIRECT_DELAY_MS));
    expect([waiting, adapters.navigation.assigned, adapters.session.read(RETURN_PATH_STORAGE_KEY)]).toEqual([
      true,
      ['/sandbox-wallet/authorize?appId=sandbox-app'],
      '/contracts',
    ]);
  });

  it('blocks login with an alert when no app id is configured', async () => {
    const { adapters } = renderApp('/token', { config: LIVE_WITHOUT_APP_ID });
    await userEvent.click(await screen.findByRole('button', { name: SIGN_IN_LABEL }, PAGE_LOAD));
    act(() => adapters.clock.advance(5 * LOGIN_REDIRECT_DELAY_MS));
    expect([screen.getByRole('alert').textContent, adapters.navigation.assigned]).toEqual(['HandCash App ID is not configured×', []]);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

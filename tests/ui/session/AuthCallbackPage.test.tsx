import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { RETURN_PATH_STORAGE_KEY } from '../../../src/application/session/returnPathStorage';
import type { Profile } from '../../../src/domain/session/session';
import { CALLBACK_RETURN_LINK } from '../../../src/ui/pages/authCallback/authCallback.texts';
import { ACCOUNT_CONTROL_LABEL } from '../../../src/ui/shell/session.texts';
import { appAt, renderApp } from '../../support/renderApp';
import { createTestContainer } from '../../support/testContainer';

const TOKEN = 'c3'.repeat(32);
/** The spec's words (section 7). */
const NO_AUTH_TOKEN_MESSAGE = 'No authToken received from HandCash. Check the console for debug information.';
const CAROL: Profile = { handle: 'carol', paymail: 'carol@handcash.io', publicKey: 'id', avatarUrl: '', displayName: 'Carol' };
const arrange = () => ({
  sessions: new MemorySessionGateway(new Map([[TOKEN, CAROL]])),
  session: new MemoryKeyValueStore({ [RETURN_PATH_STORAGE_KEY]: '/contracts' }),
});

/** Pages load lazily; on a busy machine the first load of a page's code can take seconds. */
const PAGE_LOAD = { timeout: 8_000 };

afterEach(() => vi.restoreAllMocks());

describe('the sign-in callback page', { timeout: 20_000 }, () => {
  it('signs in, drops the token from the address and returns where the login started', async () => {
    const { router, adapters } = renderApp(`/auth/callback?authToken=${TOKEN}`, arrange());
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts'), PAGE_LOAD);
    expect({
      search: router.state.location.search,
      action: router.state.historyAction,
      handle: within(screen.getByRole('group', { name: ACCOUNT_CONTROL_LABEL })).getByRole('status').textContent,
      handedOver: adapters.sessions.requests,
      stored: [...adapters.persistent.entries.values()].some((value) => value.includes(TOKEN)),
    }).toEqual({ search: '', action: 'REPLACE', handle: 'carol', handedOver: [TOKEN], stored: false });
  });

  it('shows a provider error verbatim, as text, with a way back, and clears the address', async () => {
    const { router } = renderApp('/auth/callback?error=access_denied&error_description=%3Cb%3ENo%3C%2Fb%3E', arrange());
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    // The address is replaced by the page's effect, just after the render that shows the error.
    await waitFor(() => expect(router.state.location.search).toBe(''), PAGE_LOAD);
    expect({
      message: within(alert).getByText(/^HandCash error:/).textContent,
      markup: alert.querySelector('b'),
      back: screen.getByRole('link', { name: CALLBACK_RETURN_LINK }).getAttribute('href'),
      address: `${router.state.location.pathname}${router.state.location.search}`,
    }).toEqual({ message: 'HandCash error: access_denied - <b>No</b>', markup: null, back: '/contracts', address: '/auth/callback' });
  });

  it('says no token was received, and logs only the names of what arrived', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/auth/callback?state=secret-value', arrange());
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect([within(alert).getByText(NO_AUTH_TOKEN_MESSAGE).textContent, JSON.stringify(warn.mock.calls).includes('secret-value')]).toEqual([
      NO_AUTH_TOKEN_MESSAGE,
      false,
    ]);
    expect(warn).toHaveBeenCalled();
  });

  it('completes under StrictMode, whose effects run twice', async () => {
    const { container, adapters } = createTestContainer(arrange());
    const { element, router } = appAt(container, `/auth/callback#authToken=${TOKEN}`);
    render(<StrictMode>{element}</StrictMode>);
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.contracts }, PAGE_LOAD)).toBeDefined();
    expect([router.state.location.pathname, router.state.location.hash]).toEqual(['/contracts', '']);
    expect(adapters.sessions.signedIn).toEqual(CAROL);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { MemoryApiTokenDesk } from '../../../src/adapters/memory/memoryApiTokenDesk.adapter';
import { API_TOKEN_LIFETIME_MS } from '../../../src/domain/apiTokens/apiToken';
import { ApiTokenDesk } from '../../../src/ports/apiTokenDesk.port';
import { API_TOKEN_TEXTS, revokeLabel, tokenFacts } from '../../../src/ui/pages/settings/apiTokens.texts';
import { appAt } from '../../support/renderApp';
import { createTestContainer, TEST_NOW } from '../../support/testContainer';

const HOSTILE = '<img src=x onerror=alert(1)>';

const BOB = { handle: 'bob', paymail: 'bob@x', publicKey: 'k', avatarUrl: '', displayName: 'Bob' };

function renderTokensPage(desk = new MemoryApiTokenDesk(() => TEST_NOW), signedIn = true) {
  const { container } = createTestContainer(signedIn ? { sessions: new MemorySessionGateway(new Map(), BOB) } : {});
  container.bind(ApiTokenDesk).toConstantValue(desk);
  render(appAt(container, '/settings/tokens').element);
  return desk;
}

describe('the personal API tokens page', () => {
  it('makes a named, scoped token, shows its secret once, lists it with its scopes and last use, and revokes it', async () => {
    const user = userEvent.setup();
    const desk = renderTokensPage();
    expect(await screen.findByText(API_TOKEN_TEXTS.empty)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: API_TOKEN_TEXTS.name }), HOSTILE);
    await user.click(screen.getByRole('checkbox', { name: /^claim/ }));
    await user.click(screen.getByRole('button', { name: API_TOKEN_TEXTS.create }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: API_TOKEN_TEXTS.secretLabel }).value).toBe('bsvw_secret-1');
    const list = screen.getByRole('list', { name: API_TOKEN_TEXTS.listLabel });
    expect(within(list).getByRole('heading', { name: HOSTILE })).toBeTruthy();
    expect(document.querySelector('img[src=x]')).toBeNull();
    expect(within(list).getByText(tokenFacts(['read', 'claim'], TEST_NOW, null, TEST_NOW + API_TOKEN_LIFETIME_MS))).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: revokeLabel(HOSTILE) }));
    expect([desk.tokens, screen.queryByRole('list', { name: API_TOKEN_TEXTS.listLabel }), screen.queryByRole('textbox', { name: API_TOKEN_TEXTS.secretLabel })]).toEqual([[], null, null]);
  });

  it('says why a token was refused', async () => {
    const user = userEvent.setup();
    renderTokensPage();
    await user.click(await screen.findByRole('button', { name: API_TOKEN_TEXTS.create }));
    expect(screen.getByRole('alert').textContent).toBe('Give the token a name.');
  });

  it('asks a signed-out person to sign in', async () => {
    const desk = new MemoryApiTokenDesk(() => TEST_NOW);
    renderTokensPage(desk, false);
    expect(await screen.findByText(API_TOKEN_TEXTS.signedOut)).toBeTruthy();
    expect(screen.queryByRole('button', { name: API_TOKEN_TEXTS.create })).toBeNull();
  });
});

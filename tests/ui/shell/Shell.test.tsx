import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { SIDEBAR_COLLAPSED_STORAGE_KEY } from '../../../src/application/shell/sidebarStore';
import { DOCK_APPS } from '../../../src/ui/shell/dockApps';
import { PROOF_OF_CONCEPT_TEXT } from '../../../src/ui/shell/shell.texts';
import { renderApp } from '../../support/renderApp';
import { TEST_CONFIG } from '../../support/testContainer';

describe('the shell', () => {
  it('frames a page with the banner, menu bar, sidebar, footer and dock', async () => {
    renderApp('/token');
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.token })).toBeDefined();
    expect(screen.getByRole('note').textContent).toBe(PROOF_OF_CONCEPT_TEXT);
    expect(screen.getByRole('group', { name: 'Account' }).textContent).toContain('Not Connected');
    expect(screen.getByRole('complementary', { name: 'Developer Hub' })).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    const dock = screen.getByRole('navigation', { name: 'Bitcoin apps' });
    expect(within(dock).getAllByRole('listitem')).toHaveLength(DOCK_APPS.length);
    expect(within(dock).getAllByRole('link')).toHaveLength(DOCK_APPS.length - 2);
  });

  it('collapses the sidebar by default and remembers when it is opened', async () => {
    const persistent = new MemoryKeyValueStore();
    renderApp('/guides', { persistent });
    const toggle = await screen.findByRole('button', { name: 'Developer Hub' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(persistent.read(SIDEBAR_COLLAPSED_STORAGE_KEY)).toBe('false');
    expect(screen.getByRole('link', { name: 'Commission' }).getAttribute('href')).toBe('/maintainers/commission');
  });

  it('shows the open-issue count of the code host', async () => {
    renderApp('/token', { openIssues: 12 });
    expect((await screen.findByLabelText('12 open issues')).textContent).toBe('12');
  });

  it('shows 0 open issues when the code host fails', async () => {
    renderApp('/token', { openIssues: { code: 'network', message: 'down' } });
    expect((await screen.findByLabelText('0 open issues')).textContent).toBe('0');
  });

  it('points the GitHub links at the configured repository', async () => {
    renderApp('/token');
    await userEvent.click(await screen.findByRole('button', { name: 'Developer Hub' }));
    const link = screen.getByRole('link', { name: /Pull Requests/ });
    expect(link.getAttribute('href')).toBe('https://github.com/owner/repo/pulls');
  });

  it('moves the dock clock with the clock port', async () => {
    const { adapters } = renderApp('/token');
    const time = (await screen.findByLabelText('Current time')) as HTMLTimeElement;
    const before = time.dateTime;
    act(() => adapters.clock.advance(1000));
    expect(Date.parse(time.dateTime) - Date.parse(before)).toBe(1000);
  });

  it('shows the not-found page inside the shell for an unknown path', async () => {
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.notFound })).toBeDefined();
    expect(screen.getByRole('main').textContent).toContain('/nowhere');
    expect(screen.getByRole('note')).toBeDefined();
  });

  it('shows the editor at / when the editor flag is on', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.editor })).toBeDefined();
  });

  it('shows the landing homepage at / when the editor flag is off', async () => {
    renderApp('/', { config: { ...TEST_CONFIG, editorEnabled: false } });
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.landing })).toBeDefined();
    const main = within(screen.getByRole('main'));
    expect({
      sections: main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      intoTheApp: main.getByRole('link', { name: /Contracts from GitHub issues/ }).getAttribute('href'),
      template: main.getByRole('link', { name: /^Token Swap/ }).getAttribute('href'),
      firstMenuItem: within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link')[0]?.textContent,
    }).toEqual({
      sections: ['Features', 'Integrated libraries', 'Templates', 'Getting started'],
      intoTheApp: '/contracts',
      template: '/developers/templates/token-swap',
      firstMenuItem: 'Home',
    });
  });
});

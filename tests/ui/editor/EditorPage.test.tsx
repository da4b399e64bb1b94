import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryWorkspaceRepository } from '../../../src/adapters/memory/memoryWorkspaceRepository.adapter';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { WORKSPACE_SAVE_DEBOUNCE_MS } from '../../../src/domain/editor/editorConstants';
import { tabForFile } from '../../../src/domain/editor/tab';
import { renderApp } from '../../support/renderApp';

// The person is at the page already: Monaco loads without waiting for a first interaction.
vi.mock('../../../src/ui/pages/home/editor/codeEditorLoadMoment', () => ({ codeEditorLoadMoment: () => Promise.resolve() }));
vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('./FakeCodeEditor') }));

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'));
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.getAttribute('aria-label');
const files = () => screen.getByRole('list', { name: 'Files' });

async function openEditor(workspaces = new MemoryWorkspaceRepository()) {
  const rendered = renderApp('/', { workspaces });
  await screen.findByRole('textbox', { name: 'Welcome: code editor' }, { timeout: 15_000 });
  return rendered;
}

describe('the code editor screen', () => {
  it('opens on the Welcome tab with the explorer, terminal and assistant shown', async () => {
    await openEditor();
    // The branch is read from the workspace's repository after the first paint; the bar shows it once read.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Status bar' }).textContent).toContain('⎇ main'), { timeout: 5_000 });
    expect({
      tabs: tabNames(),
      folders: within(files()).getAllByRole('button', { expanded: true }).map((button) => button.textContent),
      terminal: screen.getByRole('region', { name: 'Terminal' }) !== null,
      assistant: screen.getByRole('region', { name: 'AI Assistant' }) !== null,
      status: screen.getByRole('region', { name: 'Status bar' }).textContent,
    }).toEqual({
      tabs: ['Welcome'],
      folders: ['▾src', '▾components'],
      terminal: true,
      assistant: true,
      status: '⎇ mainUTF-8JavaScriptLn 1, Col 1Spaces: 2',
    });
  });

  it('opens a file in a tab from the explorer, and focuses that tab when opened again', async () => {
    await openEditor();
    const user = userEvent.setup();
    await user.click(within(files()).getByRole('button', { name: /wallet\.js/ }));
    await user.click(within(files()).getByRole('button', { name: /package\.json/ }));
    await user.click(within(files()).getByRole('button', { name: /wallet\.js/ }));
    expect({ tabs: tabNames(), selected: selectedTab() }).toEqual({ tabs: ['Welcome', 'wallet.js', 'package.json'], selected: 'wallet.js' });
    expect(await screen.findByRole('textbox', { name: 'wallet.js: code editor' })).toHaveProperty('value', expect.stringContaining('createWallet'));
  });

  it('toggles a folder open and closed', async () => {
    await openEditor();
    const user = userEvent.setup();
    await user.click(within(files()).getByRole('button', { name: /components/ }));
    expect(within(files()).queryByRole('button', { name: /Transaction\.jsx/ })).toBeNull();
    await user.click(within(files()).getByRole('button', { name: /components/ }));
    expect(within(files()).getByRole('button', { name: /Transaction\.jsx/ })).toBeDefined();
  });

  it('activates the last remaining tab when the active tab is closed, by pointer or Delete key', async () => {
    await openEditor();
    const user = userEvent.setup();
    for (const name of [/index\.js/, /wallet\.js/, /app\.js/]) await user.click(within(files()).getByRole('button', { name }));
    await user.click(screen.getByRole('tab', { name: 'wallet.js' }));
    await user.click(screen.getByTitle('Close wallet.js'));
    expect({ tabs: tabNames(), selected: selectedTab() }).toEqual({ tabs: ['Welcome', 'index.js', 'app.js'], selected: 'app.js' });
    screen.getByRole('tab', { name: 'app.js' }).focus();
    await user.keyboard('{Delete}');
    expect({ tabs: tabNames(), selected: selectedTab() }).toEqual({ tabs: ['Welcome', 'index.js'], selected: 'index.js' });
  });

  it('marks an edited tab dirty and keeps the edit in storage once typing pauses', async () => {
    const workspaces = new MemoryWorkspaceRepository();
    const { adapters } = await openEditor(workspaces);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Welcome: code editor' }), '// mine');
    expect(screen.getByRole('tab', { name: 'Welcome, unsaved changes' })).toBeDefined();
    expect(workspaces.stored).toBeNull();
    await act(async () => adapters.clock.advance(WORKSPACE_SAVE_DEBOUNCE_MS));
    expect(workspaces.stored?.workspace.tabs.tabs[0]?.content).toContain('// mine');
  });

  it('restores the tabs, the edit and the dirty mark from storage', async () => {
    const app = { name: 'app.js', path: 'src/app.js', content: 'startApp();', language: 'javascript' };
    const workspaces = new MemoryWorkspaceRepository({
      version: 3,
      workspace: { ...SAMPLE_SEED.workspace, tabs: { tabs: [{ ...tabForFile(app), content: 'edited();', isDirty: true }], activeTabId: tabForFile(app).id }, expandedFolders: [] },
    });
    renderApp('/', { workspaces });
    expect(await screen.findByRole('textbox', { name: 'app.js: code editor' }, { timeout: 5000 })).toHaveProperty('value', 'edited();');
    expect({ tabs: tabNames(), folders: within(files()).queryAllByRole('button', { expanded: true }) }).toEqual({
      tabs: ['app.js, unsaved changes'],
      folders: [],
    });
  });

  it('shows one terminal state on the toolbar toggle and the activity bar, whichever is used', async () => {
    await openEditor();
    const user = userEvent.setup();
    const toolbarToggle = screen.getByRole('button', { name: 'Terminal' });
    const activityButton = within(screen.getByRole('navigation', { name: 'Editor panels' })).getByRole('button', { name: 'Show terminal' });
    const seen = () => ({
      toolbar: toolbarToggle.getAttribute('aria-pressed'),
      activity: activityButton.getAttribute('aria-pressed'),
      shown: screen.queryByRole('region', { name: 'Terminal' }) !== null,
    });
    const states = [seen()];
    await user.click(toolbarToggle);
    states.push(seen());
    await user.click(activityButton);
    states.push(seen());
    await user.click(activityButton);
    states.push(seen());
    await user.click(toolbarToggle);
    states.push(seen());
    const on = { toolbar: 'true', activity: 'true', shown: true };
    const off = { toolbar: 'false', activity: 'false', shown: false };
    expect(states).toEqual([on, off, on, off, on]);
  });

  it('shows the terminal toggle, side panels and status language of the active tab', async () => {
    await openEditor();
    const user = userEvent.setup();
    const terminalToggle = screen.getByRole('button', { name: 'Terminal' });
    await user.click(terminalToggle);
    expect({ pressed: terminalToggle.getAttribute('aria-pressed'), shown: screen.queryByRole('region', { name: 'Terminal' }) }).toEqual({ pressed: 'false', shown: null });
    await user.click(terminalToggle);
    expect(screen.getByRole('textbox', { name: 'Terminal command' })).toBeDefined();
    await user.click(within(files()).getByRole('button', { name: /README\.md/ }));
    expect(screen.getByRole('region', { name: 'Status bar' }).textContent).toContain('Markdown');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox', { name: 'Search files' }).getAttribute('placeholder')).toBe('Search files...');
    await user.click(screen.getByRole('button', { name: 'Source Control' }));
    // A new repository: every file of the workspace is added, nothing committed yet.
    expect(await within(screen.getByRole('region', { name: 'Source Control' })).findByText('No commits yet.')).toBeDefined();
  });

  it('shows an empty editor area once every tab is closed', async () => {
    await openEditor();
    await userEvent.click(screen.getByTitle('Close Welcome'));
    expect({ tabs: screen.queryAllByRole('tab'), hint: screen.getByText(/No open editors/) !== null }).toEqual({ tabs: [], hint: true });
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryWorkspaceRepository } from '../../../src/adapters/memory/memoryWorkspaceRepository.adapter';
import { renderApp } from '../../support/renderApp';
import type { TestAdapters } from '../../support/testContainer';

// The person is at the page already: Monaco loads without waiting for a first interaction.
vi.mock('../../../src/ui/pages/home/editor/codeEditorLoadMoment', () => ({ codeEditorLoadMoment: () => Promise.resolve() }));
vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('./FakeCodeEditor') }));

async function openEditor(overrides: Partial<TestAdapters> = {}) {
  const rendered = renderApp('/', overrides);
  await screen.findByRole('textbox', { name: 'Welcome: code editor' }, { timeout: 15_000 });
  return { ...rendered, user: userEvent.setup() };
}

const files = () => screen.getByRole('list', { name: 'Files' });
const toolbar = () => screen.getByRole('toolbar', { name: 'Editor actions' });
const terminalText = () => screen.getByRole('log', { name: 'Terminal output' }).textContent;

describe('the editor workspace', () => {
  it('creates a file from the new-file button, saves it with Save and says so', async () => {
    const { user, adapters } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'New file' }));
    await user.type(screen.getByRole('textbox', { name: 'New file name' }), 'src/wallet.js{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('A file or folder with that name already exists.');
    const input = screen.getByRole('textbox', { name: 'New file name' });
    await user.clear(input);
    await user.type(input, 'lib/coin.ts{Enter}');
    const code = await screen.findByRole('textbox', { name: 'coin.ts: code editor' });
    expect({ language: code.getAttribute('data-language'), shown: within(files()).getByRole('button', { name: 'coin.ts' }) !== null }).toEqual({ language: 'typescript', shown: true });
    await user.type(code, 'let a = 1;');
    expect(screen.getByRole('tab', { name: 'coin.ts, unsaved changes' })).toBeDefined();
    await user.click(within(toolbar()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved coin.ts.')).toBeDefined();
    expect({ tab: screen.getByRole('tab', { name: 'coin.ts' }) !== null, stored: adapters.workspaces.stored?.workspace.files.at(-1) }).toEqual({
      tab: true,
      stored: { path: 'lib/coin.ts', content: 'let a = 1;' },
    });
  });

  it('renames with F2, deletes with Delete and restores the deleted file', async () => {
    const { user } = await openEditor();
    within(files()).getByRole('button', { name: 'app.js' }).focus();
    await user.keyboard('{F2}');
    const name = screen.getByRole('textbox', { name: 'New name for app.js' });
    await user.clear(name);
    await user.type(name, 'main.ts{Enter}');
    expect(within(files()).getByRole('button', { name: 'main.ts' })).toBeDefined();
    within(files()).getByRole('button', { name: 'main.ts' }).focus();
    await user.keyboard('{Delete}');
    expect(within(files()).queryByRole('button', { name: 'main.ts' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(within(files()).getByRole('button', { name: 'main.ts' })).toBeDefined();
  });

  it('offers Rename and Delete in the context menu', async () => {
    const { user } = await openEditor();
    await user.pointer({ keys: '[MouseRight]', target: within(files()).getByRole('button', { name: 'README.md' }) });
    await user.click(within(screen.getByRole('menu', { name: 'Actions for README.md' })).getByRole('menuitem', { name: 'Delete' }));
    expect(screen.getByText('Deleted README.md.')).toBeDefined();
  });

  it('searches by content and opens the result at its line', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'privatekey.fromstring');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await user.click(within(results).getByRole('button', { name: /src\/wallet\.js:5/ }));
    expect(await screen.findByRole('textbox', { name: 'wallet.js: code editor' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Status bar' }).textContent).toContain('Ln 5, Col 22');
  });

  it('copies the active file and says so, or says the browser refused', async () => {
    const { user, adapters } = await openEditor();
    await user.click(within(toolbar()).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied Welcome to the clipboard.')).toBeDefined();
    expect(adapters.clipboard.text).toContain('Welcome to Bitcoin Code');
    adapters.clipboard.deny = true;
    await user.click(within(toolbar()).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('The browser did not allow copying to the clipboard.')).toBeDefined();
  });

  it('runs the active file into the terminal, with Stop while it runs, and evaluates a typed expression', async () => {
    const { user, adapters } = await openEditor();
    await user.click(within(toolbar()).getByRole('button', { name: 'Run' }));
    expect(adapters.codeRunner.last?.program?.path).toBe('welcome.js');
    act(() => adapters.codeRunner.last?.events.next({ kind: 'output', level: 'log', text: 'Hello, BSV!' }));
    expect(terminalText()).toContain('Hello, BSV!');
    await user.click(within(toolbar()).getByRole('button', { name: 'Stop' }));
    expect({ stopped: adapters.codeRunner.last?.stopped, text: terminalText() }).toEqual({ stopped: true, text: expect.stringContaining('■ Stopped.') });
    await user.type(screen.getByRole('textbox', { name: 'Terminal command' }), '1 + 1{Enter}');
    act(() => adapters.codeRunner.last?.events.next({ kind: 'value', text: '2' }));
    expect(terminalText()).toContain('$ 1 + 12');
    expect(within(toolbar()).queryByRole('button', { name: 'Build' })).toBeNull();
    await user.click(within(toolbar()).getByRole('button', { name: 'Debug' }));
    expect(terminalText()).not.toContain('not available');
    expect(screen.getByRole('heading', { level: 2, name: 'Transactions' })).toBeTruthy();
  });

  it('warns clearly when the storage is unavailable, and keeps working in memory', async () => {
    const workspaces = new MemoryWorkspaceRepository();
    workspaces.failWith = 'unavailable';
    const { user } = await openEditor({ workspaces });
    expect(screen.getByRole('alert').textContent).toContain('kept in memory only');
    await user.click(within(files()).getByRole('button', { name: 'wallet.js' }));
    expect(await screen.findByRole('textbox', { name: 'wallet.js: code editor' })).toBeDefined();
  });
});

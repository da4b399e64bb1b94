import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemorySourceControl } from '../../../src/adapters/memory/memorySourceControl.adapter';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';

// The person is at the page already: Monaco loads without waiting for a first interaction.
vi.mock('../../../src/ui/pages/home/editor/codeEditorLoadMoment', () => ({ codeEditorLoadMoment: () => Promise.resolve() }));
vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('./FakeCodeEditor') }));
vi.mock('../../../src/ui/pages/home/editor/sourceControl/loadDiffEditor', () => ({ loadDiffEditor: () => import('./FakeDiffEditor') }));

async function openSourceControl(sourceControl: MemorySourceControl) {
  const rendered = renderApp('/', { sourceControl });
  await screen.findByRole('textbox', { name: 'Welcome: code editor' }, { timeout: 15_000 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Source Control' }));
  const panel = screen.getByRole('region', { name: 'Source Control' });
  await within(panel).findByRole('textbox', { name: 'Commit message' });
  await waitFor(() => expect(screen.getByTitle('Branch').textContent).not.toBe('⎇ '));
  return { ...rendered, user, panel };
}

/** A repository whose last commit holds the sample workspace. */
async function committedSample(): Promise<MemorySourceControl> {
  const sourceControl = new MemorySourceControl();
  await sourceControl.commit(SAMPLE_SEED.workspace.files, 'Initial commit', TEST_NOW - 60_000);
  return sourceControl;
}

const changes = (panel: HTMLElement) => within(panel).queryAllByRole('button', { name: /^(Added|Modified|Deleted): / }).map((button) => button.getAttribute('aria-label'));
const log = (panel: HTMLElement) => within(within(panel).getByRole('region', { name: 'Commits' })).queryAllByRole('listitem').map((item) => item.textContent);

describe('the Source Control panel', () => {
  it('shows a saved edit as a change with its diff; a commit clears it and joins the log', async () => {
    const opened = await openSourceControl(await committedSample());
    const { user } = opened;
    let panel = opened.panel;
    expect({ changes: changes(panel), none: within(panel).getByText('No changes') !== null, branch: screen.getByTitle('Branch').textContent }).toEqual({
      changes: [],
      none: true,
      branch: '⎇ main',
    });
    await user.click(screen.getByRole('button', { name: 'Explorer' }));
    await user.click(within(screen.getByRole('list', { name: 'Files' })).getByRole('button', { name: /README\.md/ }));
    const editor = screen.getByRole('textbox', { name: 'README.md: code editor' });
    await user.click(editor);
    await user.keyboard('{Control>}{End}{/Control}Edited line{Control>}s{/Control}');
    await user.click(screen.getByRole('button', { name: 'Source Control' }));
    panel = screen.getByRole('region', { name: 'Source Control' });
    expect(await within(panel).findByRole('button', { name: 'Modified: README.md' })).toBeDefined();
    await user.click(within(panel).getByRole('button', { name: 'Modified: README.md' }));
    const diff = await within(panel).findByRole('region', { name: 'Changes in README.md' });
    expect((await within(diff).findByLabelText('Modified text')).textContent).toContain('Edited line');
    await user.type(within(panel).getByRole('textbox', { name: 'Commit message' }), 'Edit the README');
    await user.click(within(panel).getByRole('button', { name: 'Commit' }));
    expect(await within(panel).findByText('No changes')).toBeDefined();
    expect({ changes: changes(panel), diff: within(panel).queryByRole('region', { name: 'Changes in README.md' }), log: log(panel) }).toEqual({
      changes: [],
      diff: null,
      log: ['Edit the README0000000 BSV Workbench, 2026-11-22 12:00', 'Initial commit0000000 BSV Workbench, 2026-11-22 11:59'],
    });
  });

  it('lists every file as added in a new repository, refuses an empty message, and commits them all', async () => {
    const { user, panel } = await openSourceControl(new MemorySourceControl());
    expect(changes(panel)).toHaveLength(SAMPLE_SEED.workspace.files.length);
    await user.click(within(panel).getByRole('button', { name: 'Commit' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Write a commit message first.');
    await user.type(within(panel).getByRole('textbox', { name: 'Commit message' }), 'Initial commit{Control>}{Enter}{/Control}');
    expect(await within(panel).findByText('No changes')).toBeDefined();
    expect(log(panel)).toHaveLength(1);
  });

  it('downloads the workspace as a zip named by the day', async () => {
    const { user, panel, adapters } = await openSourceControl(await committedSample());
    await user.click(within(panel).getByRole('button', { name: 'Download workspace (.zip)' }));
    expect(adapters.sourceControl.downloads.map((download) => ({ name: download.name, files: download.files.length }))).toEqual([
      { name: 'bsv-workspace-2026-11-22.zip', files: SAMPLE_SEED.workspace.files.length },
    ]);
  });

  it('says so when the repository cannot be opened', async () => {
    const sourceControl = new MemorySourceControl();
    sourceControl.fail = true;
    renderApp('/', { sourceControl });
    await screen.findByRole('textbox', { name: 'Welcome: code editor' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Source Control' }));
    expect((await within(screen.getByRole('region', { name: 'Source Control' })).findByRole('alert')).textContent).toMatch(/could not be opened/);
  });
});

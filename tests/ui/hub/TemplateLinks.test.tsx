import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryTemplateFiles } from '../../../src/adapters/memory/memoryTemplateFiles.adapter';
import { SAMPLE_TEMPLATE_FILES } from '../../../src/adapters/sample/sampleTemplateFiles';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { TEST_CONFIG } from '../../support/testContainer';
import { openPage } from './openPage';

// The person is at the page already: Monaco loads without waiting for a first interaction.
vi.mock('../../../src/ui/pages/home/editor/codeEditorLoadMoment', () => ({ codeEditorLoadMoment: () => Promise.resolve() }));
vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('../editor/FakeCodeEditor') }));

const withFiles = () => ({ templateFiles: new MemoryTemplateFiles(SAMPLE_TEMPLATE_FILES) });
const EDITOR_OFF = { ...TEST_CONFIG, editorEnabled: false };

describe('template cards', { timeout: 20_000 }, () => {
  it('open the template’s files in the editor, beside the person’s files, the first one active', async () => {
    const { router } = await openPage('/developers/templates', PAGE_TITLES.templates, withFiles());
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open in editor: Token Swap' }));
    const code = await screen.findByRole('textbox', { name: 'TokenSwap.ts: code editor' }, { timeout: 15_000 });
    await screen.findByText('Opened 2 template files in templates/token-swap/.');
    expect({
      text: (code as HTMLTextAreaElement).value,
      selected: screen.getByRole('tab', { selected: true }).getAttribute('aria-label'),
      tabs: within(screen.getByRole('tablist', { name: 'Open files' })).getAllByRole('tab').map((tab) => tab.getAttribute('aria-label')),
      address: router.state.location.pathname + router.state.location.search,
    }).toEqual({
      text: SAMPLE_TEMPLATE_FILES['token-swap']![0]!.content,
      selected: 'TokenSwap.ts',
      tabs: ['Welcome', 'TokenSwap.ts', 'README.md'],
      address: '/',
    });
  });

  it('say so when the address names no template, and open nothing', async () => {
    await openPage('/?template=no-such-template', PAGE_TITLES.editor, withFiles());
    expect(await screen.findByText('No template has this address; nothing was opened.')).toBeDefined();
    expect(within(screen.getByRole('tablist', { name: 'Open files' })).getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual(['Welcome']);
  });

  it('lead to the template’s page when the editor is off, which shows its files as text', async () => {
    await openPage('/developers/templates', PAGE_TITLES.templates, { ...withFiles(), config: EDITOR_OFF });
    const link = screen.getByRole('link', { name: 'View template: Token Swap' });
    expect(link.getAttribute('href')).toBe('/developers/templates/token-swap');
    await userEvent.setup().click(link);
    await screen.findByRole('heading', { level: 1, name: 'Token Swap' });
    const files = await screen.findAllByRole('heading', { level: 3 });
    expect({
      files: files.map((heading) => heading.textContent),
      code: screen.getByLabelText('src/TokenSwap.ts').textContent,
    }).toEqual({ files: ['src/TokenSwap.ts', 'README.md'], code: SAMPLE_TEMPLATE_FILES['token-swap']![0]!.content });
  });

  it('of the landing page lead to the template’s page', async () => {
    await openPage('/', PAGE_TITLES.landing, { ...withFiles(), config: EDITOR_OFF });
    expect(screen.getByRole('link', { name: /^NFT Gallery/ }).getAttribute('href')).toBe('/developers/templates/nft-gallery');
  });

  it('say so on the page of a template that does not exist', async () => {
    await openPage('/developers/templates/nothing-here', 'Template not found', withFiles());
    expect(screen.getByRole('link', { name: 'Back to templates' }).getAttribute('href')).toBe('/developers/templates');
  });
});

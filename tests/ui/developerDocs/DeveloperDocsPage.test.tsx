import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryCatalog } from '../../../src/adapters/memory/memoryCatalog.adapter';
import { MemoryCodeRunner } from '../../../src/adapters/memory/memoryCodeRunner.adapter';
import { documentOfMarkdown } from '../../../src/adapters/manual/markdownBlocks';
import type { Manual } from '../../../src/domain/manual/manualDocument';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { DEVELOPER_DOCS_TEXTS } from '../../../src/ui/pages/developerDocs/developerDocs.texts';
import { TEST_CONFIG } from '../../support/testContainer';
import { guardConsole } from '../hub/guardConsole';
import { openPage } from '../hub/openPage';

// The person is at the page already: Monaco loads without waiting for a first interaction.
vi.mock('../../../src/ui/pages/home/editor/codeEditorLoadMoment', () => ({ codeEditorLoadMoment: () => Promise.resolve() }));
vi.mock('../../../src/ui/pages/home/editor/monaco/loadMonacoCodeEditor', () => ({ loadMonacoCodeEditor: () => import('../editor/FakeCodeEditor') }));

guardConsole();

const GUIDES: Manual = {
  documents: [
    documentOfMarkdown('keys', '# Keys\n\nMake a key. Then [pay with it](pay.md#fund) or read [the API](api.md).\n\n```js\nconsole.log("a key");\n```\n\n```sh\nnpm start\n```'),
    documentOfMarkdown('pay', '# Pay\n\n<img src=x onerror=alert(1)>\n\n## Fund\n\n```ts\nconsole.log("paid");\n```'),
  ],
};
const withGuides = () => ({ developerGuides: new MemoryCatalog(GUIDES) });

describe('Developer Docs (/developers)', { timeout: 20_000 }, () => {
  it('lists the guides, shows the first, links between guides and to the manual, and never says "planned"', async () => {
    await openPage('/developers', PAGE_TITLES.developerDocs, withGuides());
    const guides = screen.getByRole('navigation', { name: DEVELOPER_DOCS_TEXTS.guidesLabel });
    expect({
      guides: within(guides).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
      shown: screen.getByRole('heading', { level: 2 }).textContent,
      links: ['pay with it', 'the API'].map((name) => screen.getByRole('link', { name }).getAttribute('href')),
      examples: screen.getAllByRole('link', { name: /^Open in editor/ }).map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
      planned: /planned/i.test(document.body.textContent ?? ''),
    }).toEqual({
      guides: [
        ['Keys', '/developers/keys'],
        ['Pay', '/developers/pay'],
      ],
      shown: 'Keys',
      links: ['/developers/pay#manual-fund', '/docs/api'],
      // The shell's command is no example: one link, for the one runnable block.
      examples: [['Open in editor: example 1', '/?example=keys%2F1']],
      planned: false,
    });
  });

  it('shows a guide’s HTML as text', async () => {
    await openPage('/developers/pay', PAGE_TITLES.developerDocs, withGuides());
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeDefined();
    expect(document.querySelector('main img')).toBeNull();
  });

  it('says so for a guide it does not have', async () => {
    await openPage('/developers/nothing', PAGE_TITLES.developerDocs, withGuides());
    expect(screen.getByRole('heading', { level: 2, name: DEVELOPER_DOCS_TEXTS.notFoundTitle })).toBeDefined();
  });

  it('offers no editor link when the editor is off', async () => {
    await openPage('/developers/keys', PAGE_TITLES.developerDocs, { ...withGuides(), config: { ...TEST_CONFIG, editorEnabled: false } });
    expect({ links: screen.queryAllByRole('link', { name: /^Open in editor/ }).length, note: screen.queryByText(DEVELOPER_DOCS_TEXTS.editorOff) !== null }).toEqual({ links: 0, note: true });
  });

  it('an example’s link opens it in the editor as a file and runs it', async () => {
    const codeRunner = new MemoryCodeRunner();
    const { router } = await openPage('/developers/pay', PAGE_TITLES.developerDocs, { ...withGuides(), codeRunner });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open in editor: example 1' }));
    const code = await screen.findByRole('textbox', { name: 'pay-1.ts: code editor' }, { timeout: 15_000 });
    await screen.findByText('Opened examples/pay-1.ts from the developer guides and ran it.');
    expect({
      text: (code as HTMLTextAreaElement).value,
      ran: codeRunner.last?.program?.path,
      address: router.state.location.pathname + router.state.location.search,
    }).toEqual({ text: 'console.log("paid");', ran: 'examples/pay-1.ts', address: '/' });
  });

  it('the editor says so when the address names no example, and opens nothing', async () => {
    await openPage('/?example=nothing%2F1', PAGE_TITLES.editor, withGuides());
    expect(await screen.findByText('No developer guide has an example at this address; nothing was opened.')).toBeDefined();
    expect(within(screen.getByRole('tablist', { name: 'Open files' })).getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual(['Welcome']);
  });
});

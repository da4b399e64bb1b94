import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryCatalog } from '../../../src/adapters/memory/memoryCatalog.adapter';
import { documentOfMarkdown } from '../../../src/adapters/manual/markdownBlocks';
import type { Manual } from '../../../src/domain/manual/manualDocument';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { MANUAL_TEXTS } from '../../../src/ui/pages/manual/manual.texts';
import { guardConsole } from '../hub/guardConsole';
import { openPage } from '../hub/openPage';

guardConsole();

const MANUAL: Manual = {
  documents: [
    documentOfMarkdown('readme', '# Workbench\n\nStart with `npm start`. See [the operations](operations.md#backups).\n\n## Install\n\nNothing to install.'),
    documentOfMarkdown(
      'operations',
      '# Operations\n\n<img src=x onerror=alert(1)>\n\n## Backups\n\nCopy the data folder. [Bad](javascript:alert(1)) [Keep a Changelog](https://keepachangelog.com/)\n\n### Restoring\n\nCopy it back.',
    ),
  ],
};

describe('the manual (/docs)', { timeout: 15_000 }, () => {
  it('lists the documents, shows the first with its table of contents, and links between documents', async () => {
    await openPage('/docs', PAGE_TITLES.docs, { manual: new MemoryCatalog(MANUAL) });
    const documents = screen.getByRole('navigation', { name: MANUAL_TEXTS.documentsLabel });
    expect(within(documents).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Workbench', '/docs/readme'],
      ['Operations', '/docs/operations'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Workbench' })).toBeDefined();
    const outline = screen.getByRole('navigation', { name: MANUAL_TEXTS.outlineLabel });
    expect(within(outline).getByRole('link', { name: 'Install' }).getAttribute('href')).toBe('#manual-install');
    expect(screen.getByRole('heading', { level: 3, name: 'Install' }).id).toBe('manual-install');
    await userEvent.click(screen.getByRole('link', { name: 'the operations' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Operations' })).toBeDefined();
  });

  it('shows a document’s HTML as text and a hostile link as plain text; web links stay web links', async () => {
    await openPage('/docs/operations', PAGE_TITLES.docs, { manual: new MemoryCatalog(MANUAL) });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeDefined();
    expect(document.querySelector('main img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByText(/Copy the data folder\. Bad/).tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Keep a Changelog' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('searches every document; the query lives in the URL and a hit opens its section', async () => {
    const { router } = await openPage('/docs', PAGE_TITLES.docs, { manual: new MemoryCatalog(MANUAL) });
    await userEvent.type(screen.getByRole('searchbox', { name: MANUAL_TEXTS.searchLabel }), 'copy data');
    await userEvent.click(screen.getByRole('button', { name: MANUAL_TEXTS.searchButton }));
    expect(await screen.findByText('1 place in the manual match “copy data”.')).toBeDefined();
    expect(router.state.location.search).toBe('?q=copy+data');
    await userEvent.click(screen.getByRole('link', { name: 'Operations › Backups' }));
    expect(router.state.location.pathname + router.state.location.hash).toBe('/docs/operations#manual-backups');
  });

  it('says so for a document it does not have', async () => {
    await openPage('/docs/nothing', PAGE_TITLES.docs, { manual: new MemoryCatalog(MANUAL) });
    expect(screen.getByRole('heading', { level: 2, name: MANUAL_TEXTS.notFoundTitle })).toBeDefined();
  });
});

describe('the changelog (/changelog)', { timeout: 15_000 }, () => {
  it('shows the changelog’s sections as headings and its entries as lists', async () => {
    const changelog = documentOfMarkdown('changelog', '# Changelog\n\n## [Unreleased]\n\n### Added\n\n- The manual.\n- <b>Text</b> only.');
    await openPage('/changelog', PAGE_TITLES.changelog, { changelog: new MemoryCatalog(changelog) });
    expect(screen.getByRole('heading', { level: 2, name: '[Unreleased]' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Added' })).toBeDefined();
    expect(within(screen.getByRole('article')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['The manual.', '<b>Text</b> only.']);
  });
});

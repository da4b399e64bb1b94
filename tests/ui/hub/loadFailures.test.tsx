import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryContributorDirectory } from '../../../src/adapters/memory/memoryContributorDirectory.adapter';
import { MemoryDeveloperDirectory } from '../../../src/adapters/memory/memoryDeveloperDirectory.adapter';
import { MemoryGuideCatalog } from '../../../src/adapters/memory/memoryGuideCatalog.adapter';
import { MemoryTemplateCatalog } from '../../../src/adapters/memory/memoryTemplateCatalog.adapter';
import { MemoryTokenFacts } from '../../../src/adapters/memory/memoryTokenFacts.adapter';
import { SAMPLE_CONTRIBUTOR_OVERVIEW } from '../../../src/adapters/sample/sampleContributors';
import { SAMPLE_TOKEN_FACTS } from '../../../src/adapters/sample/sampleTokenFacts';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { renderApp } from '../../support/renderApp';
import type { TestAdapters } from '../../support/testContainer';
import { guardConsole } from './guardConsole';
import { openPage } from './openPage';

guardConsole();

/** Every hub page that reads a port: where it is, the adapter that fails, and what the message names. */
const PAGES: readonly { readonly path: string; readonly title: string; readonly what: string; readonly failing: () => Partial<TestAdapters> }[] = [
  { path: '/developers/templates', title: PAGE_TITLES.templates, what: 'templates', failing: () => ({ templates: failed(new MemoryTemplateCatalog([])) }) },
  { path: '/developers/guides', title: PAGE_TITLES.guides, what: 'guides', failing: () => ({ guides: failed(new MemoryGuideCatalog([])) }) },
  {
    path: '/maintainers/find-developers',
    title: PAGE_TITLES.findDevelopers,
    what: 'developer profiles',
    failing: () => ({ developers: failed(new MemoryDeveloperDirectory([])) }),
  },
  {
    path: '/contributors',
    title: PAGE_TITLES.contributors,
    what: 'contributors',
    failing: () => ({ contributors: failed(new MemoryContributorDirectory(SAMPLE_CONTRIBUTOR_OVERVIEW)) }),
  },
  { path: '/token', title: PAGE_TITLES.token, what: 'token figures', failing: () => ({ tokenFacts: failed(new MemoryTokenFacts(SAMPLE_TOKEN_FACTS)) }) },
];

function failed<Source extends { fail(): void }>(source: Source): Source {
  source.fail();
  return source;
}

describe('a hub page whose data cannot be loaded', { timeout: 15_000 }, () => {
  it.each(PAGES)('$path says so and offers to try again', async ({ path, title, what, failing }) => {
    const { adapters } = await openPage(path, title, failing());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(`The ${what} could not be loaded. Check your connection and try again.`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    const source = [adapters.templates, adapters.guides, adapters.developers, adapters.contributors, adapters.tokenFacts];
    const requestsBefore = source.reduce((sum, adapter) => sum + adapter.requests, 0);
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(source.reduce((sum, adapter) => sum + adapter.requests, 0)).toBe(requestsBefore + 1);
  });

  it('shows a polite loading line while the data is on its way, then the data', async () => {
    const templates = new MemoryTemplateCatalog([]);
    templates.hold();
    renderApp('/developers/templates', { templates });
    const loading = await screen.findByText('Loading templates…', {}, { timeout: 5000 });
    expect(loading.getAttribute('role')).toBe('status');
    templates.release();
    expect(await screen.findByText('Showing 0 of 0 templates')).toBeDefined();
    expect(screen.queryByText('Loading templates…')).toBeNull();
  });
});

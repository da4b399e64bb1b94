import { screen, within } from '@testing-library/react';
import type { DeveloperProfile } from '../../../src/domain/hub/developers';
import type { Guide } from '../../../src/domain/hub/guides';
import type { ProjectTemplate } from '../../../src/domain/hub/templates';
import { MemoryCatalog } from '../../../src/adapters/memory/memoryCatalog.adapter';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
  { path: '/developers/templates', title: PAGE_TITLES.templates, what: 'templates', failing: () => ({ templates: failed(new MemoryCatalog<readonly ProjectTemplate[]>([])) }) },
  { path: '/developers/guides', title: PAGE_TITLES.guides, what: 'guides', failing: () => ({ guides: failed(new MemoryCatalog<readonly Guide[]>([])) }) },
  {
    path: '/maintainers/find-developers',
    title: PAGE_TITLES.findDevelopers,
    what: 'developer profiles',
    failing: () => ({ developers: failed(new MemoryCatalog<readonly DeveloperProfile[]>([])) }),
  },
  {
    path: '/contributors',
    title: PAGE_TITLES.contributors,
    what: 'contributors',
    failing: () => ({ contributors: failed(new MemoryCatalog(SAMPLE_CONTRIBUTOR_OVERVIEW)) }),
  },
  { path: '/token', title: PAGE_TITLES.token, what: 'token figures', failing: () => ({ tokenFacts: failed(new MemoryCatalog(SAMPLE_TOKEN_FACTS)) }) },
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
    const templates = new MemoryCatalog<readonly ProjectTemplate[]>([]);
    templates.hold();
    renderApp('/developers/templates', { templates });
    const loading = await screen.findByText('Loading templates…', {}, { timeout: 5000 });
    expect(loading.getAttribute('role')).toBe('status');
    templates.release();
    expect(await screen.findByText('Showing 0 of 0 templates')).toBeDefined();
    expect(screen.queryByText('Loading templates…')).toBeNull();
  });
});

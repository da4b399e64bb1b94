import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { guardConsole } from './guardConsole';
import { openPage } from './openPage';

guardConsole();

describe('Guides', { timeout: 15_000 }, () => {
  it('shows four guide cards and the quick-start links', async () => {
    await openPage('/developers/guides', PAGE_TITLES.guides);
    const quickStart = within(screen.getByRole('region', { name: 'Quick start' })).getAllByRole('link');
    expect({
      guides: within(screen.getByRole('region', { name: 'Guides' })).getAllByRole('article').length,
      quickStart: quickStart.map((link) => link.getAttribute('href')),
    }).toEqual({ guides: 4, quickStart: ['/api', '/developers/templates', '/contributors/projects'] });
  });

  it('navigates to the templates in the app', async () => {
    const { router } = await openPage('/developers/guides', PAGE_TITLES.guides);
    await userEvent.click(screen.getByRole('link', { name: /Project templates/ }));
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.templates }, { timeout: 5000 })).toBeDefined();
    expect(router.state.location.pathname).toBe('/developers/templates');
  });

  it('opens a guide\'s page from its card, and says when a guide does not exist', async () => {
    const { router } = await openPage('/developers/guides', PAGE_TITLES.guides);
    await userEvent.click(screen.getByRole('link', { name: 'Writing smart contracts with sCrypt' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Writing smart contracts with sCrypt' }, { timeout: 5000 });
    const path = router.state.location.pathname;
    await act(() => router.navigate('/developers/guides/no-such-guide'));
    expect({ heading: heading.textContent, path, missing: (await screen.findByRole('heading', { level: 1, name: 'Guide not found' }, { timeout: 5000 })).textContent }).toEqual({
      heading: 'Writing smart contracts with sCrypt', path: '/developers/guides/smart-contracts', missing: 'Guide not found',
    });
  });
});

import { screen, within } from '@testing-library/react';
import type { ProjectTemplate } from '../../../src/domain/hub/templates';
import { MemoryCatalog } from '../../../src/adapters/memory/memoryCatalog.adapter';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { TEST_CONFIG } from '../../support/testContainer';
import { SAMPLE_TEMPLATES } from '../../../src/adapters/sample/sampleTemplates';
import { guardConsole } from './guardConsole';
import { openPage } from './openPage';

guardConsole();

const shownTemplates = () =>
  within(screen.getByRole('list', { name: PAGE_TITLES.templates })).queryAllByRole('heading').map((heading) => heading.textContent);
const pressed = () =>
  within(screen.getByRole('group', { name: 'Category' })).getAllByRole('button', { pressed: true }).map((button) => button.textContent);

describe('Templates', { timeout: 15_000 }, () => {
  it('filters the templates by category, one category at a time', async () => {
    await openPage('/developers/templates', PAGE_TITLES.templates);
    const user = userEvent.setup({ delay: null });
    const before = { shown: shownTemplates(), pressed: pressed() };
    await user.click(screen.getByRole('button', { name: 'NFT' }));
    const nft = { shown: shownTemplates(), pressed: pressed(), count: screen.getByText(/^Showing/).textContent };
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect({ before, nft, after: shownTemplates().length }).toEqual({
      before: { shown: ['Token Swap', 'NFT Gallery', 'HandCash Wallet Starter', 'Micropayment Arcade'], pressed: ['All'] },
      nft: { shown: ['NFT Gallery'], pressed: ['NFT'], count: 'Showing 1 of 4 templates' },
      after: 4,
    });
  });

  it('filters the templates the catalog gives, and says when a category has none', async () => {
    const [swap] = SAMPLE_TEMPLATES;
    const templates = new MemoryCatalog<readonly ProjectTemplate[]>([
      { ...swap!, id: 'a', name: 'Lending Pool' },
      { ...swap!, id: 'b', name: 'Stable Swap' },
    ]);
    await openPage('/developers/templates', PAGE_TITLES.templates, { templates });
    const user = userEvent.setup({ delay: null });
    const defi = { shown: shownTemplates(), count: screen.getByText(/^Showing/).textContent };
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    expect({ defi, wallet: { shown: shownTemplates(), count: screen.getByText(/^Showing/).textContent } }).toEqual({
      defi: { shown: ['Lending Pool', 'Stable Swap'], count: 'Showing 2 of 2 templates' },
      wallet: { shown: [], count: 'Showing 0 of 2 templates' },
    });
  });

  it('invites a template submission on the configured repository', async () => {
    await openPage('/developers/templates', PAGE_TITLES.templates);
    const block = screen.getByRole('region', { name: 'Submit your template' });
    expect(within(block).getByRole('link', { name: /Submit on GitHub/ }).getAttribute('href')).toBe(TEST_CONFIG.github.webUrl);
  });
});

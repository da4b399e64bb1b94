import { screen, within } from '@testing-library/react';
import type { ContributorOverview } from '../../../src/domain/hub/contributors';
import { MemoryCatalog } from '../../../src/adapters/memory/memoryCatalog.adapter';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { guardConsole } from './guardConsole';
import { openPage } from './openPage';

guardConsole();

describe('Contributors', { timeout: 15_000 }, () => {
  it('shows the stats, three contributors and a link to the open tasks', async () => {
    await openPage('/contributors', PAGE_TITLES.contributors);
    const stats = within(screen.getByLabelText('Contributor stats'));
    const become = within(screen.getByRole('region', { name: 'Become a contributor' }));
    expect({
      stats: stats.getAllByRole('definition').map((value) => value.textContent),
      labels: stats.getAllByRole('term').map((label) => label.textContent),
      contributors: within(screen.getByRole('region', { name: 'Top contributors' })).getAllByRole('article').length,
      tasks: become.getByRole('link').getAttribute('href'),
    }).toEqual({
      stats: ['42', '1,247', '15.7 BSV', '28'],
      labels: ['Contributors', 'Contributions', 'Rewarded', 'Projects'],
      contributors: 3,
      tasks: '/contributors/tasks',
    });
  });

  it('shows the figures and cards the directory gives, formatted', async () => {
    const contributors = new MemoryCatalog<ContributorOverview>({
      stats: { contributors: 1200, contributions: 98765, rewardedBsv: 0.25, projects: 3 },
      contributors: [{ name: 'Grace Hopper', username: 'grace', role: 'Reviewer', contributions: 1500, rewardedBsv: 1.5, specialties: ['COBOL'] }],
    });
    await openPage('/contributors', PAGE_TITLES.contributors, { contributors });
    const card = within(screen.getByRole('article'));
    expect({
      stats: within(screen.getByLabelText('Contributor stats')).getAllByRole('definition').map((value) => value.textContent),
      card: [card.getByRole('heading').textContent, ...card.getAllByRole('definition').map((value) => value.textContent)],
    }).toEqual({ stats: ['1,200', '98,765', '0.25 BSV', '3'], card: ['Grace Hopper', '1,500', '1.5 BSV'] });
  });
});

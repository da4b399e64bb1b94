import { screen, within } from '@testing-library/react';
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
});

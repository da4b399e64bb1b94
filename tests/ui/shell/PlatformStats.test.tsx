import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryPlatformStats } from '../../../src/adapters/memory/memoryPlatformStats.adapter';
import { SAMPLE_PLATFORM_FIGURES } from '../../../src/adapters/sample/samplePlatformFigures';
import { renderApp } from '../../support/renderApp';

/** Opens the Developer Hub sidebar and gives its platform stats section. */
async function openStats() {
  await userEvent.click(await screen.findByRole('button', { name: 'Developer Hub' }, { timeout: 5000 }));
  return within(screen.getByRole('region', { name: 'Platform stats' }));
}

describe('the sidebar platform stats', () => {
  it('show the figures of PlatformStats as they read in the spec', async () => {
    renderApp('/token');
    const stats = await openStats();
    expect(stats.getAllByRole('term').map((term, index) => `${term.textContent}: ${stats.getAllByRole('definition')[index]?.textContent}`)).toEqual([
      'Token supply: 1,000,000,000',
      'Distributed: 12,456,789',
      'Developers: 42',
      'Maintainers: 15',
      'Bounty pool: 2.5 BSV',
    ]);
  });

  it('show other figures when the port gives them', async () => {
    renderApp('/token', { platformStats: new MemoryPlatformStats({ ...SAMPLE_PLATFORM_FIGURES, developers: 1234, bountyPoolBsv: 0.75 }) });
    const stats = await openStats();
    expect(stats.getAllByRole('definition').map((value) => value.textContent)).toEqual(['1,000,000,000', '12,456,789', '1,234', '15', '0.75 BSV']);
  });

  it('say they are unavailable when the port fails, and the rest of the sidebar stays', async () => {
    const platformStats = new MemoryPlatformStats(SAMPLE_PLATFORM_FIGURES);
    platformStats.fail();
    renderApp('/token', { platformStats });
    const stats = await openStats();
    expect(stats.getByRole('alert').textContent).toBe('Platform stats are unavailable right now.');
    expect(screen.getByRole('link', { name: 'Commission' })).toBeDefined();
  });
});

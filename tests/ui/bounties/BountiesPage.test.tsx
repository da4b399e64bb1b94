import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BountyBoardDesk } from '../../../src/ports/repositories/bountyBoardDesk.port';
import { BOUNTY_TEXTS } from '../../../src/ui/pages/bounties/bounties.texts';
import { appAt } from '../../support/renderApp';
import { createTestContainer } from '../../support/testContainer';
import { boardDesk } from './bountyFixtures';

function renderBoard(path: string) {
  const desk = boardDesk();
  const { container } = createTestContainer();
  container.bind(BountyBoardDesk).toConstantValue(desk);
  const app = appAt(container, path);
  render(app.element);
  return { desk, app };
}

const cardTitles = () => within(screen.getByRole('list', { name: BOUNTY_TEXTS.listLabel })).getAllByRole('heading').map((heading) => heading.textContent);

describe('the bounties page', () => {
  it('lists every repository’s contracts by reward, a page at a time, titles as text', async () => {
    renderBoard('/bounties');
    expect(await screen.findByRole('list', { name: BOUNTY_TEXTS.listLabel })).toBeTruthy();
    expect(cardTitles().slice(0, 3)).toEqual(['<img src=x onerror=alert(1)>', 'Issue 25 of owner/operator', 'Issue 24 of owner/operator']);
    expect(document.querySelector('img[src=x]')).toBeNull();
    expect(cardTitles()).toHaveLength(20);
    await userEvent.setup().click(screen.getByRole('button', { name: BOUNTY_TEXTS.more }));
    expect(cardTitles()).toHaveLength(27);
    expect(screen.queryByRole('button', { name: BOUNTY_TEXTS.more })).toBeNull();
  });

  it('reads its filters from the address and writes the ones applied back to it', async () => {
    const user = userEvent.setup();
    const { desk, app } = renderBoard('/bounties?repository=acme/tools&sort=newest');
    expect(await screen.findByRole('list', { name: BOUNTY_TEXTS.listLabel })).toBeTruthy();
    expect(cardTitles()).toEqual(['Issue 8 of acme/tools', '<img src=x onerror=alert(1)>']);
    await user.type(screen.getByRole('textbox', { name: BOUNTY_TEXTS.label }), 'rust');
    await user.click(screen.getByRole('button', { name: BOUNTY_TEXTS.apply }));
    expect(cardTitles()).toEqual(['Issue 8 of acme/tools']);
    expect(desk.asked.at(-1)).toEqual({ repository: 'acme/tools', label: 'rust', sort: 'newest' });
    expect(`${app.router.state.location.pathname}${app.router.state.location.search}`).toBe('/bounties?repository=acme%2Ftools&label=rust&sort=newest');
  });

  it('says so when no contract matches', async () => {
    renderBoard('/bounties?funded=true');
    expect(await screen.findByText(BOUNTY_TEXTS.empty)).toBeTruthy();
  });
});

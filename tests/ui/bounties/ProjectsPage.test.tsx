import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { BountyBoardDesk } from '../../../src/ports/repositories/bountyBoardDesk.port';
import { BOUNTY_TEXTS, claimLabel, projectFacts } from '../../../src/ui/pages/bounties/bounties.texts';
import { appAt } from '../../support/renderApp';
import { createTestContainer } from '../../support/testContainer';
import { boardDesk } from './bountyFixtures';

const ALICE = { handle: 'alice', paymail: 'alice@x', publicKey: 'k', avatarUrl: '', displayName: 'Alice' };

function renderAt(path: string, signedIn = true, writable: readonly string[] = ['acme/widgets'], githubLogin: string | null = null) {
  const desk = boardDesk(writable);
  const sessions = new MemorySessionGateway(new Map(), ALICE);
  sessions.githubLogin = githubLogin;
  const { container } = createTestContainer(signedIn ? { sessions } : {});
  container.bind(BountyBoardDesk).toConstantValue(desk);
  render(appAt(container, path).element);
  return desk;
}

const projectNames = () => within(screen.getByRole('list', { name: BOUNTY_TEXTS.projectsLabel })).getAllByRole('link').map((link) => link.textContent);

describe('the projects pages', () => {
  it('list every repository with its totals and maintainers', async () => {
    renderAt('/contributors/projects');
    expect(await screen.findByRole('list', { name: BOUNTY_TEXTS.projectsLabel })).toBeTruthy();
    expect(projectNames()).toEqual(['owner/operator', 'acme/tools']);
    expect(screen.getByText(projectFacts(2, { BAPP: 3500, BCODE: 0 }, 0, { BAPP: 0, BCODE: 0 }, 0))).toBeTruthy();
    expect(screen.getByText('Maintainers: sandbox-alice')).toBeTruthy();
    expect(screen.queryByRole('button', { name: BOUNTY_TEXTS.connect })).toBeNull();
  });

  it('connect a repository the person may write to, showing its webhook URL and secret once; refuse one they may not', async () => {
    const user = userEvent.setup();
    renderAt('/projects');
    const field = await screen.findByRole('textbox', { name: BOUNTY_TEXTS.connectField });
    await user.type(field, 'acme/private');
    await user.click(screen.getByRole('button', { name: BOUNTY_TEXTS.connect }));
    expect(screen.getByRole('alert').textContent).toBe('GitHub says your login cannot write to this repository: only its maintainers (write, maintain or admin) may connect it.');
    await user.clear(field);
    await user.type(field, 'acme/widgets');
    await user.click(screen.getByRole('button', { name: BOUNTY_TEXTS.connect }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: BOUNTY_TEXTS.secretLabel }).value).toBe('secret-1');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: BOUNTY_TEXTS.deliveryLabel }).value).toMatch(/\/api\/github\/webhook\/repo000000000001$/);
    expect(projectNames()).toEqual(['owner/operator', 'acme/tools', 'acme/widgets']);
  });

  it('ask a signed-out maintainer to sign in before connecting', async () => {
    renderAt('/projects', false);
    expect(await screen.findByText(BOUNTY_TEXTS.connectSignedOut)).toBeTruthy();
  });

  it('show one repository’s contracts and maintainers, and disconnect it', async () => {
    const user = userEvent.setup();
    const desk = renderAt('/projects/acme/tools');
    expect(await screen.findByRole('list', { name: BOUNTY_TEXTS.maintainers })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: BOUNTY_TEXTS.maintainers })).getByText('sandbox-alice')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: BOUNTY_TEXTS.contractsHeading })).getAllByRole('heading')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: BOUNTY_TEXTS.disconnect }));
    expect([desk.repositories.has('acme/tools'), screen.queryByRole('list', { name: BOUNTY_TEXTS.contractsHeading })]).toEqual([false, null]);
  });

  it('claim an available contract of a connected repository as the linked GitHub login; the card then says Claimed', async () => {
    const user = userEvent.setup();
    const desk = renderAt('/projects/acme/tools', true, [], 'alice-gh');
    const cards = await screen.findByRole('list', { name: BOUNTY_TEXTS.contractsHeading });
    await user.click(within(cards).getByRole('button', { name: claimLabel(8) }));
    expect(desk.claims).toEqual([{ repositoryId: 'repo000000000001', issueNumber: 8, githubLogin: 'alice-gh' }]);
    expect(await within(cards).findByText(/Claimed/)).toBeTruthy();
    expect([within(cards).queryByRole('button', { name: claimLabel(8) }), within(cards).getByRole('button', { name: claimLabel(7) })]).toEqual([null, expect.anything()]);
  });

  it('tell a claim refused by the server', async () => {
    const user = userEvent.setup();
    const desk = renderAt('/projects/acme/tools', true, [], 'alice-gh');
    const cards = await screen.findByRole('list', { name: BOUNTY_TEXTS.contractsHeading });
    desk.repositories.get('acme/tools')!.listings[0] = { ...desk.repositories.get('acme/tools')!.listings[0]!, status: 'claimed' };
    await user.click(within(cards).getByRole('button', { name: claimLabel(7) }));
    expect(screen.getByRole('alert').textContent).toBe('Someone claimed this contract first, or it is no longer open.');
  });

  it('ask for a linked GitHub login before claiming, and show no claim on the operator’s repository (claimed on /contracts)', async () => {
    renderAt('/projects/acme/tools');
    expect((await screen.findAllByText(BOUNTY_TEXTS.claimLinkFirst)).length).toBe(2);
    expect(screen.queryByRole('button', { name: claimLabel(7) })).toBeNull();
    cleanup();
    renderAt('/projects/owner/operator', true, [], 'alice-gh');
    expect(await screen.findByRole('list', { name: BOUNTY_TEXTS.contractsHeading })).toBeTruthy();
    expect([screen.queryByRole('button', { name: claimLabel(1) }), screen.queryByText(BOUNTY_TEXTS.claimLinkFirst)]).toEqual([null, null]);
  });

  it('show no claim button to a signed-out visitor', async () => {
    renderAt('/projects/acme/tools', false);
    expect(await screen.findByRole('list', { name: BOUNTY_TEXTS.contractsHeading })).toBeTruthy();
    expect([screen.queryByRole('button', { name: claimLabel(7) }), screen.queryByText(BOUNTY_TEXTS.claimLinkFirst)]).toEqual([null, null]);
  });
});

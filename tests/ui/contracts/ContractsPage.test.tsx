import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryClaimBoard } from '../../../src/adapters/memory/memoryClaimBoard.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import type { Claim } from '../../../src/domain/contracts/claim';
import { DAY_MS } from '../../../src/domain/contracts/contractConstants';
import { CONTRACT_DIALOG_TEXTS, GITHUB_IDENTITY_TEXTS } from '../../../src/ui/pages/contracts/contractDialogs.texts';
import { CLAIM_ERROR_MESSAGES, CONTRACT_TEXTS } from '../../../src/ui/pages/contracts/contracts.texts';
import { CLAIM_TEXTS } from '../../../src/ui/pages/contracts/claims.texts';
import type { RepositoryRecordsUpdate } from '../../../src/ports/issueTracker.port';
import { issueRecord, pullRecord, records } from '../../support/contractRecords';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';

const HOSTILE = '<img src=x onerror=alert(1)>';
const loaded = (update: RepositoryRecordsUpdate[]) => new MemoryIssueTracker(update);
const sample: RepositoryRecordsUpdate = {
  kind: 'records', source: 'network', revalidating: false,
  records: records(
    [issueRecord(1, { title: 'Open work' }), issueRecord(2, { title: HOSTILE }), issueRecord(3, { title: 'Reviewed', labels: ['docs'] }), issueRecord(4, { title: 'Done', state: 'closed' })],
    [pullRecord(10, 3)],
  ),
};
/** The app server holding a session for satoshi, and a claim board where `held` are already claimed. */
function signedIn(held: readonly Claim[] = [], githubLogin: string | null = 'satoshi-dev') {
  const clock = new ManualClock(TEST_NOW);
  const sessions = new MemorySessionGateway(new Map(), { handle: 'satoshi', paymail: '', publicKey: '', avatarUrl: '', displayName: 'S' });
  sessions.githubLogin = githubLogin;
  return { clock, sessions, claims: new MemoryClaimBoard(clock, () => sessions.signedIn?.handle ?? null, held) };
}
const heldBy = (claimedBy: string): Claim => ({
  issueNumber: 1,
  githubUsername: `${claimedBy}-dev`,
  handcashHandle: claimedBy,
  claimedBy,
  claimedAt: TEST_NOW - DAY_MS,
  deadline: TEST_NOW + 6 * DAY_MS,
});

/** The contracts panel once its records are in (the store opens after the first render). */
async function loadedPanel(): Promise<HTMLElement> {
  const panel = await screen.findByRole('tabpanel');
  await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
  return panel;
}

describe('ContractsPage', () => {
  it('shows loading placeholders until the records arrive', async () => {
    renderApp('/contracts', { issueTracker: loaded([]) });
    await screen.findByRole('heading', { level: 1, name: 'Contracts' });
    expect(screen.getByRole('tabpanel').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText(CONTRACT_TEXTS.loading)).toBeDefined();
  });

  it('renders the developer contracts as text, and the writing ones on their tab', async () => {
    renderApp('/contracts', { issueTracker: loaded([sample]) });
    const panel = await loadedPanel();
    expect(within(panel).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Open work', HOSTILE, 'Done']);
    expect(panel.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Writing Contracts' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Reviewed']);
    expect(within(screen.getByLabelText(CONTRACT_TEXTS.statsLabel)).getAllByRole('definition').map((value) => value.textContent)).toEqual(['2', '0', '1', '1', '0 BSV (0)']);
  });

  it('shows the fallback card with a link to the issues when loading fails', async () => {
    renderApp('/contracts', { issueTracker: loaded([{ kind: 'failure', error: { code: 'network', message: 'GitHub could not be reached.' } }]) });
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading').textContent).toBe('View Contracts on GitHub');
    expect(card.textContent).toContain('GitHub could not be reached.');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('https://github.com/owner/repo/issues');
  });

  it('offers sign-in in the details when signed out, and closes them with Escape', async () => {
    renderApp('/contracts', { issueTracker: loaded([sample]) });
    const panel = await loadedPanel();
    expect(within(panel).getAllByRole('button', { name: CONTRACT_TEXTS.viewDetails })).toHaveLength(2);
    await userEvent.click(within(panel).getAllByRole('button', { name: CONTRACT_TEXTS.viewDetails })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Open work' });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['×', 'Sign in with GitHub', 'Sign in with Google', 'Sign in with HandCash']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('claims a contract when signed in with HandCash and GitHub, as the linked GitHub login', async () => {
    renderApp('/contracts', { issueTracker: loaded([sample]), ...signedIn() });
    const panel = await loadedPanel();
    await userEvent.click(within(panel).getAllByRole('button', { name: CONTRACT_TEXTS.viewDetails })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }));
    const form = await screen.findByRole('dialog');
    expect((within(form).getByLabelText(/GitHub username/) as HTMLInputElement).value).toBe('satoshi-dev');
    await userEvent.click(within(form).getByRole('button', { name: CONTRACT_DIALOG_TEXTS.submitClaim }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = within(screen.getByRole('tabpanel')).getAllByRole('article')[0]!;
    expect(card.querySelector('[data-status]')?.getAttribute('data-status')).toBe('claimed');
    expect(card.textContent).toContain('$satoshi · 7d 0h left');
  });

  it('without a linked GitHub login: the claim dialog offers Sign in with GitHub, no field to type a login in', async () => {
    renderApp('/contracts', { issueTracker: loaded([sample]), ...signedIn([], null) });
    const panel = await loadedPanel();
    await userEvent.click(within(panel).getAllByRole('button', { name: CONTRACT_TEXTS.viewDetails })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }));
    const dialog = await screen.findByRole('dialog', { name: `${CONTRACT_DIALOG_TEXTS.claimDialogTitle}: Open work` });
    expect([
      dialog.textContent?.includes(GITHUB_IDENTITY_TEXTS.claimNeedsLink),
      within(dialog).queryByLabelText(/GitHub username/),
      within(dialog).getAllByRole('button').map((button) => button.textContent),
    ]).toEqual([true, null, ['×', CONTRACT_DIALOG_TEXTS.signInGitHub, CONTRACT_DIALOG_TEXTS.cancel]]);
  });

  it('names a NUL character that a paste brought into the HandCash handle, keeps the dialog and claims nothing', async () => {
    const board = signedIn();
    renderApp('/contracts', { issueTracker: loaded([sample]), ...board });
    const panel = await loadedPanel();
    await userEvent.click(within(panel).getAllByRole('button', { name: CONTRACT_TEXTS.viewDetails })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }));
    const form = await screen.findByRole('dialog');
    await userEvent.click(within(form).getByLabelText(/HandCash handle/));
    await userEvent.paste('\u0000x');
    await userEvent.click(within(form).getByRole('button', { name: CONTRACT_DIALOG_TEXTS.submitClaim }));
    expect([
      within(form).getByRole('alert').textContent,
      (within(form).getByLabelText(/HandCash handle/) as HTMLInputElement).value,
      await firstValueFrom(board.claims.list()),
    ]).toEqual([CLAIM_ERROR_MESSAGES['nul-character'], 'satoshi\u0000x', { ok: true, value: [] }]);
  });

  it('shows who holds a contract and since when, without a claim button, to someone else', async () => {
    renderApp('/contracts', { issueTracker: loaded([sample]), ...signedIn([heldBy('bob')]) });
    const panel = await loadedPanel();
    await waitFor(() => expect(within(panel).getAllByRole('article')[0]!.querySelector('[data-status]')?.getAttribute('data-status')).toBe('claimed'));
    await userEvent.click(within(within(panel).getAllByRole('article')[0]!).getByRole('button', { name: CONTRACT_TEXTS.viewDetails }));
    const dialog = await screen.findByRole('dialog', { name: 'Open work' });
    expect([
      within(dialog).getByText(/^Claimed by/).textContent,
      within(dialog).queryByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }),
      within(dialog).queryByRole('button', { name: CLAIM_TEXTS.releaseClaim }),
    ]).toEqual(['Claimed by bob-dev ($bob) since 2026-11-21 12:00 UTC', null, null]);
  });

  it('lets the claimer release the claim', async () => {
    renderApp('/contracts', { issueTracker: loaded([sample]), ...signedIn([heldBy('satoshi')]) });
    const panel = await loadedPanel();
    await waitFor(() => expect(within(panel).getAllByRole('article')[0]!.querySelector('[data-status]')?.getAttribute('data-status')).toBe('claimed'));
    await userEvent.click(within(within(panel).getAllByRole('article')[0]!).getByRole('button', { name: CONTRACT_TEXTS.viewDetails }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: CLAIM_TEXTS.releaseClaim }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(panel).getAllByRole('article')[0]!.querySelector('[data-status]')?.getAttribute('data-status')).toBe('available');
  });

  it('opens an available card\'s details from a click anywhere on it, and says GitHub sign-in needs HandCash first', async () => {
    renderApp('/contracts', { issueTracker: loaded([sample]) });
    const panel = await loadedPanel();
    const [open, , done] = within(panel).getAllByRole('article');
    await userEvent.click(done!.querySelector('p')!);
    const afterDone = screen.queryByRole('dialog');
    await userEvent.click(open!.querySelector('p')!);
    const dialog = await screen.findByRole('dialog', { name: 'Open work' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in with GitHub' }));
    expect({ afterDone, notice: within(dialog).getByRole('status').textContent }).toEqual({
      afterDone: null,
      notice: 'Sign in with HandCash first; Sign in with GitHub then links your GitHub login to that session.',
    });
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement?.textContent).toBe(CONTRACT_TEXTS.viewDetails);
  });
});

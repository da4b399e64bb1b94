import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryClaimBoard } from '../../../src/adapters/memory/memoryClaimBoard.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { CONTRACT_DIALOG_TEXTS, GITHUB_IDENTITY_TEXTS, SIGN_IN_NOTICES } from '../../../src/ui/pages/contracts/contractDialogs.texts';
import { CONTRACT_TEXTS } from '../../../src/ui/pages/contracts/contracts.texts';
import { GITHUB_SIGN_IN_REFUSALS } from '../../../src/ui/pages/contracts/githubSignIn.texts';
import { issueRecord, records } from '../../support/contractRecords';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';

const issueTracker = () => new MemoryIssueTracker([{ kind: 'records', source: 'network', revalidating: false, records: records([issueRecord(1, { title: 'Open work' })], []) }]);

/** The app server holding satoshi's session, with `githubLogin` linked to it (null: none). */
function signedIn(githubLogin: string | null) {
  const clock = new ManualClock(TEST_NOW);
  const sessions = new MemorySessionGateway(new Map(), { handle: 'satoshi', paymail: '', publicKey: '', avatarUrl: '', displayName: 'S' });
  sessions.githubLogin = githubLogin;
  return { clock, sessions, claims: new MemoryClaimBoard(clock, () => sessions.signedIn?.handle ?? null), issueTracker: issueTracker() };
}

async function openDetails(): Promise<HTMLElement> {
  const panel = await screen.findByRole('tabpanel');
  await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
  await userEvent.click(within(panel).getByRole('button', { name: CONTRACT_TEXTS.viewDetails }));
  return screen.findByRole('dialog', { name: 'Open work' });
}

describe('the contract dialog’s sign-in buttons', () => {
  it('signed out: GitHub says to sign in with HandCash first, Google says plainly it is not offered', async () => {
    renderApp('/contracts', { issueTracker: issueTracker() });
    const dialog = await openDetails();
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['×', 'Sign in with GitHub', 'Sign in with Google', 'Sign in with HandCash']);
    await userEvent.click(within(dialog).getByRole('button', { name: CONTRACT_DIALOG_TEXTS.signInGoogle }));
    // The sign-in notice, beside the history section's own status line.
    const notice = () => within(dialog).getAllByRole('status').find((element) => element.classList.contains('contract-notice'))?.textContent;
    const google = notice();
    await userEvent.click(within(dialog).getByRole('button', { name: CONTRACT_DIALOG_TEXTS.signInGitHub }));
    expect([google, notice()]).toEqual([SIGN_IN_NOTICES.googleNotOffered, SIGN_IN_NOTICES.githubNeedsHandCash]);
  });

  it('signed in with HandCash: Sign in with GitHub starts the server’s flow and sends the browser to GitHub', async () => {
    const { adapters } = renderApp('/contracts', signedIn(null));
    const dialog = await openDetails();
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['×', 'Sign in with GitHub', 'Claim this contract']);
    await userEvent.click(within(dialog).getByRole('button', { name: CONTRACT_DIALOG_TEXTS.signInGitHub }));
    expect([adapters.githubSignIn.calls, adapters.navigation.assigned]).toEqual([['start /contracts'], ['https://github.test/login/oauth/authorize?state=s']]);
  });

  it('says so when the server offers no GitHub sign-in, and stays on the page', async () => {
    const { adapters } = renderApp('/contracts', signedIn(null));
    adapters.githubSignIn.failure = { code: 'not-configured', reason: 'github-sign-in-not-configured' };
    const dialog = await openDetails();
    await userEvent.click(within(dialog).getByRole('button', { name: CONTRACT_DIALOG_TEXTS.signInGitHub }));
    expect([within(dialog).getAllByRole('status').map((status) => status.textContent), adapters.navigation.assigned]).toEqual([[SIGN_IN_NOTICES['not-configured']], []]);
    expect(within(dialog).getByRole('button', { name: CONTRACT_DIALOG_TEXTS.signInGitHub }).hasAttribute('disabled')).toBe(false);
  });

  it('with a linked login: shows it, and the claim form claims as it (read-only)', async () => {
    const { adapters } = renderApp('/contracts', signedIn('octo-dev'));
    const dialog = await openDetails();
    expect(dialog.textContent).toContain(`${GITHUB_IDENTITY_TEXTS.signedInAs} octo-dev`);
    await userEvent.click(within(dialog).getByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }));
    const form = await screen.findByRole('dialog');
    const username = within(form).getByLabelText(/GitHub username/) as HTMLInputElement;
    expect([username.value, username.readOnly, username.getAttribute('aria-describedby') !== null]).toEqual(['octo-dev', true, true]);
    await userEvent.click(within(form).getByRole('button', { name: CONTRACT_DIALOG_TEXTS.submitClaim }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = await firstValueFrom(adapters.claims.list());
    expect(list.ok && list.value.map((claim) => [claim.githubUsername, claim.handcashHandle])).toEqual([['octo-dev', 'satoshi']]);
  });

  it('signs out of GitHub: the dialog offers Sign in with GitHub again, and the claim dialog offers it instead of a form', async () => {
    const { adapters } = renderApp('/contracts', signedIn('octo-dev'));
    const dialog = await openDetails();
    await userEvent.click(within(dialog).getByRole('button', { name: GITHUB_IDENTITY_TEXTS.signOut }));
    await within(dialog).findByRole('button', { name: CONTRACT_DIALOG_TEXTS.signInGitHub });
    await userEvent.click(within(dialog).getByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }));
    const claim = await screen.findByRole('dialog');
    expect([adapters.githubSignIn.calls, within(claim).queryByLabelText(/GitHub username/), claim.textContent?.includes(GITHUB_IDENTITY_TEXTS.claimNeedsLink)]).toEqual([
      ['sign out'],
      null,
      true,
    ]);
    await userEvent.click(within(claim).getByRole('button', { name: CONTRACT_DIALOG_TEXTS.signInGitHub }));
    expect(adapters.githubSignIn.calls).toEqual(['sign out', 'start /contracts']);
  });

  it('words the rule when the server sends the browser back from a refused GitHub sign-in', async () => {
    renderApp('/contracts?github-sign-in-refused=github-state-expired', { issueTracker: issueTracker() });
    expect(await screen.findByText(GITHUB_SIGN_IN_REFUSALS['github-state-expired']!)).toBeDefined();
  });
});

import type { Container } from 'inversify';
import { ClaimContract } from '../application/contracts/claimContract';
import { ContractsStore } from '../application/contracts/contractsState';
import { ServerContractsStore } from '../application/contracts/serverContractsStore';
import { ReleaseClaim } from '../application/contracts/releaseClaim';
import { UserSessionStore } from '../application/session/userSessionStore';
import { ClaimBoard } from '../ports/claimBoard.port';
import { Clock } from '../ports/clock.port';
import { ContractFeed } from '../ports/contractFeed.port';
import { bindService } from './resolve';
import { StartGitHubSignIn } from '../application/githubIdentity/startGitHubSignIn';
import { SignOutOfGitHub } from '../application/githubIdentity/signOutOfGitHub';
import { GitHubSignIn } from '../ports/githubSignIn.port';
import { BrowserNavigation } from '../ports/browserNavigation.port';
import { lazyPort } from '../adapters/lazy/lazyPort';

/**
 * The contracts page's store, the claim use cases and GitHub sign-in, over the ContractFeed (the server's contracts),
 * ClaimBoard, GitHubSignIn and Clock ports; loaded with the page (its route's feature), so none of it is in the bundle
 * every route loads. GitHubSignIn's adapter is bound here rather than in `bindPorts`, and its code loads on the first
 * click of "Sign in with GitHub"; a container that already has one (the tests' in-memory adapter) keeps it.
 */
export function bindContracts(container: Container): void {
  if (!container.isBound(GitHubSignIn)) {
    const adapter = lazyPort(async () => new (await import('../adapters/http/httpGitHubSignIn.adapter')).HttpGitHubSignIn(), { start: 'observable', signOut: 'observable' });
    container.bind(GitHubSignIn).toConstantValue(adapter);
  }
  bindService(container, ContractsStore, (get) => new ServerContractsStore(get(ContractFeed), get(Clock)));
  bindService(
    container,
    ClaimContract,
    (get) => new ClaimContract(get(ClaimBoard), get(ContractsStore), get(UserSessionStore), get(Clock)),
  );
  bindService(container, ReleaseClaim, (get) => new ReleaseClaim(get(ClaimBoard), get(ContractsStore), get(UserSessionStore)));
  bindService(container, StartGitHubSignIn, (get) => new StartGitHubSignIn(get(GitHubSignIn), get(BrowserNavigation)));
  bindService(container, SignOutOfGitHub, (get) => new SignOutOfGitHub(get(GitHubSignIn), get(UserSessionStore)));
}

/** The browser's adapters of this feature's ports, bound by the browser's composition root with the feature. */
export { bindContractsPorts } from './featurePorts/contractsPorts';

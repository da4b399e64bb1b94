import type { Container } from 'inversify';
import { ClaimContract } from '../application/contracts/claimContract';
import { ContractsStore } from '../application/contracts/contractsState';
import { LazyContractsStore } from '../application/contracts/lazyContractsStore';
import { ReleaseClaim } from '../application/contracts/releaseClaim';
import { UserSessionStore } from '../application/session/userSessionStore';
import { ClaimBoard } from '../ports/claimBoard.port';
import { Clock } from '../ports/clock.port';
import { ContractFeed } from '../ports/contractFeed.port';
import { bindService, resolve } from './resolve';
import { StartGitHubSignIn } from '../application/githubIdentity/startGitHubSignIn';
import { SignOutOfGitHub } from '../application/githubIdentity/signOutOfGitHub';
import { GitHubSignIn } from '../ports/githubSignIn.port';
import { BrowserNavigation } from '../ports/browserNavigation.port';
import { lazyPort } from '../adapters/lazy/lazyPort';

/**
 * The contracts page's store, the claim use cases and GitHub sign-in, over the ContractFeed (the server's contracts),
 * ClaimBoard, GitHubSignIn and Clock ports. GitHubSignIn's adapter is bound here, with the feature, rather than in
 * `bindPorts` (code in the entry every route loads), and its code loads on the first click of "Sign in with GitHub";
 * a container that already has one (the tests' in-memory adapter) keeps it. The store's code loads with the page (a dynamic import), so it is not in the bundle every route loads.
 */
export function bindContracts(container: Container): void {
  if (!container.isBound(GitHubSignIn)) {
    const adapter = lazyPort(async () => new (await import('../adapters/http/httpGitHubSignIn.adapter')).HttpGitHubSignIn(), { start: 'observable', signOut: 'observable' });
    container.bind(GitHubSignIn).toConstantValue(adapter);
  }
  container
    .bind(ContractsStore)
    .toDynamicValue((context) => {
      const [feed, clock] = [resolve(context, ContractFeed), resolve(context, Clock)];
      return new LazyContractsStore(async () => {
        const { ServerContractsStore } = await import('../application/contracts/serverContractsStore');
        return new ServerContractsStore(feed, clock);
      }, clock);
    })
    .inSingletonScope();
  bindService(
    container,
    ClaimContract,
    (get) => new ClaimContract(get(ClaimBoard), get(ContractsStore), get(UserSessionStore), get(Clock)),
  );
  bindService(container, ReleaseClaim, (get) => new ReleaseClaim(get(ClaimBoard), get(ContractsStore), get(UserSessionStore)));
  bindService(container, StartGitHubSignIn, (get) => new StartGitHubSignIn(get(GitHubSignIn), get(BrowserNavigation)));
  bindService(container, SignOutOfGitHub, (get) => new SignOutOfGitHub(get(GitHubSignIn), get(UserSessionStore)));
}

import type { Container } from 'inversify';
import { lazyPort } from '../../adapters/lazy/lazyPort';
import { loadOnce } from '../../adapters/lazy/loadOnce';
import { ClaimBoard } from '../../ports/claimBoard.port';
import { ContractFeed } from '../../ports/contractFeed.port';
import { bindAdapters } from '../shellPorts';
import type { BrowserPortsContext } from './browserPortsContext';

/** The contracts' ports: the server's contracts and claims. */
export function bindContractsPorts(container: Container, { tabStore }: BrowserPortsContext): void {
  const contractsAdapters = loadOnce(() => import('../contractsAdapters'));
  bindAdapters(
    container,
    { claimBoard: ClaimBoard, contractFeed: ContractFeed },
    {
      claimBoard: lazyPort(async () => new (await contractsAdapters()).HttpClaimBoard(), { list: 'observable', claim: 'observable', release: 'observable' }),
      contractFeed: lazyPort(async () => new (await contractsAdapters()).HttpContractFeed(tabStore), { load: 'observable', changes: 'observable' }),
    },
  );
}

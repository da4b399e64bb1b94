import type { Container } from 'inversify';
import { lazyPort } from '../../adapters/lazy/lazyPort';
import { HandCashConnect } from '../../ports/handCashConnect.port';
import { bindAdapters } from '../shellPorts';
import type { BrowserPortsContext } from './browserPortsContext';

/** The wallet's callback's port: HandCash Connect (or the sandbox wallet's). */
export function bindSignInPorts(container: Container, { config }: BrowserPortsContext): void {
  bindAdapters(
    container,
    { handCashConnect: HandCashConnect },
    {
      handCashConnect: lazyPort(
        () => import('../../adapters/handcash/fetchHandCashConnect.adapter').then(({ FetchHandCashConnect }) => new FetchHandCashConnect(config.handcash.connectUrl)),
        { send: 'observable' },
      ),
    },
  );
}

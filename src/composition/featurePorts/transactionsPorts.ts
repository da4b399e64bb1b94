import type { Container } from 'inversify';
import { lazyPort } from '../../adapters/lazy/lazyPort';
import { TransactionInspector } from '../../ports/transactionInspector.port';
import { bindAdapters } from '../shellPorts';

/** The transaction inspector's port: its SDK loads on its first use (a decode, a debug, the sample), never with the editor. */
export function bindTransactionsPorts(container: Container): void {
  bindAdapters(
    container,
    { transactionInspector: TransactionInspector },
    {
      transactionInspector: lazyPort(
        () => import('../../adapters/bsv/bsvTransactionInspector.adapter').then(({ BsvTransactionInspector }) => new BsvTransactionInspector()),
        { decode: 'promise', debug: 'promise', sample: 'promise' },
      ),
    },
  );
}

import { describe, expect, it } from 'vitest';
import { MemoryDevchainDesk } from '../../../src/adapters/memory/memoryDevchainDesk.adapter';
import { ChainPanelStore } from '../../../src/application/devchain/chainPanelStore';
import type { ChainTransaction } from '../../../src/domain/devchain/chainView';

const ADDRESS = 'mfWxJ45yp2SFn7UciZyNpvDKrzbhyfKrY8';
const NOW = Date.UTC(2026, 10, 22, 12);

function storeOver(desk = new MemoryDevchainDesk(NOW)) {
  const opened: ChainTransaction[] = [];
  const store = new ChainPanelStore(desk, (transaction) => opened.push(transaction));
  return { store, desk, opened };
}

describe('the Chain panel’s store', () => {
  it('reads the chain: the genesis tip, an empty mempool; a failure is kept as its error', () => {
    const { store, desk } = storeOver();
    expect(store.state.overview).toEqual({ phase: 'loading' });
    store.refresh();
    expect(store.state.overview).toMatchObject({ phase: 'loaded', value: { tip: { height: 0 }, mempoolSize: 0, mempool: [] } });
    desk.failure = { code: 'off' };
    store.refresh();
    expect(store.state.overview).toEqual({ phase: 'failed', error: { code: 'off' } });
  });

  it('funds an address, watches it, mines its payment into a block: the balance moves from unconfirmed to confirmed', () => {
    const { store } = storeOver();
    store.refresh();
    store.fund(` ${ADDRESS} `, '25000');
    const funded = store.state;
    store.mine();
    expect({
      command: funded.command.kind,
      address: funded.address,
      mempool: funded.overview.phase === 'loaded' ? funded.overview.value.mempoolSize : null,
      before: funded.holdings,
      mined: store.state.command,
      after: store.state.holdings,
      blocks: store.state.overview.phase === 'loaded' ? store.state.overview.value.blocks.map((block) => [block.height, block.txCount]) : null,
    }).toEqual({
      command: 'funded',
      address: ADDRESS,
      mempool: 1,
      before: { phase: 'loaded', value: { address: ADDRESS, outputs: [expect.objectContaining({ satoshis: 25_000, height: null })], confirmed: 0, unconfirmed: 25_000 } },
      mined: { kind: 'mined', heights: [1] },
      after: { phase: 'loaded', value: expect.objectContaining({ confirmed: 25_000, unconfirmed: 0 }) },
      blocks: [
        [1, 2],
        [0, 1],
      ],
    });
  });

  it('refuses a request before sending it (no address, an amount out of range) and reports the server’s refusals', () => {
    const { store, desk } = storeOver();
    store.fund('', '');
    const noAddress = store.state.command;
    store.fund(ADDRESS, '20000000');
    const tooMuch = store.state.command;
    desk.faucetEmpty = true;
    store.fund(ADDRESS, '');
    expect({ noAddress, tooMuch, empty: store.state.command, sent: desk.calls.filter((call) => call.startsWith('fund')) }).toEqual({
      noAddress: { kind: 'failed', action: 'fund', error: { code: 'address-empty' } },
      tooMuch: { kind: 'failed', action: 'fund', error: { code: 'amount-invalid' } },
      empty: { kind: 'failed', action: 'fund', error: { code: 'refused', rule: 'faucet-empty' } },
      sent: [`fund ${ADDRESS} 100000`],
    });
  });

  it('opens a transaction with the outputs it spends, or says why it cannot', () => {
    const { store, opened } = storeOver();
    store.fund(ADDRESS, '');
    const txid = store.state.command.kind === 'funded' ? store.state.command.txid : '';
    store.open(txid);
    store.open('ab'.repeat(32));
    expect({ opened: opened.map((transaction) => [transaction.txid, transaction.spentOutputs]), opening: store.state.opening }).toEqual({
      opened: [[txid, [{ satoshis: 100_100, lockingScript: 'OP_TRUE' }]]],
      opening: { kind: 'failed', txid: 'ab'.repeat(32), error: { code: 'not-found', rule: 'transaction-not-found' } },
    });
  });

  it('runs one command at a time; a reset leaves the genesis block only; dispose ends what is under way', () => {
    const { store, desk } = storeOver();
    store.mine();
    store.reset();
    const reset = store.state;
    desk.stalled = true;
    store.mine();
    store.reset();
    const running = store.state.command;
    store.dispose();
    expect({ reset: reset.command, tip: reset.overview.phase === 'loaded' ? reset.overview.value.tip.height : null, running, calls: desk.calls.filter((call) => !call.startsWith('overview')) }).toEqual({
      reset: { kind: 'reset' },
      tip: 0,
      running: { kind: 'running', action: 'mine' },
      calls: ['mine 1', 'reset', 'mine 1'],
    });
  });
});

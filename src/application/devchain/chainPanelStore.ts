import type { Observable, Subscription } from 'rxjs';
import type { ChainTransaction } from '../../domain/devchain/chainView';
import { parseFundRequest } from '../../domain/devchain/fundRequest';
import type { Result } from '../../domain/shared/result';
import type { DevchainDesk, DevchainDeskError } from '../../ports/devchainDesk.port';
import { Store } from '../shared/store';
import { INITIAL_CHAIN_PANEL_STATE, type ChainAction, type ChainCommand, type ChainPanelState } from './chainPanelState';

/** Shows a transaction read from the chain in the transaction inspector (the inspector's store and its panel). */
export type OpenInInspector = (transaction: ChainTransaction) => void;

/**
 * The editor's Chain panel (issue 37) over `DevchainDesk`: reads the chain and the watched address, funds an address
 * from the faucet, mines, resets, and opens a transaction in the inspector with the outputs it spends. A command
 * reads the chain again when it ends; a read that a newer one overtakes is dropped.
 */
export class ChainPanelStore extends Store<ChainPanelState> {
  private readonly requests = new Set<Subscription>();
  private overviewRead: Subscription | null = null;
  private holdingsRead: Subscription | null = null;
  private openRead: Subscription | null = null;

  constructor(
    private readonly desk: DevchainDesk,
    private readonly openInInspector: OpenInInspector,
  ) {
    super(INITIAL_CHAIN_PANEL_STATE);
  }

  /** Reads the chain afresh, and the watched address's holdings; what is shown stays until the answer comes. */
  refresh(): void {
    this.overviewRead?.unsubscribe();
    if (this.state.overview.phase === 'failed') this.setState({ ...this.state, overview: { phase: 'loading' } });
    this.overviewRead = this.desk.overview().subscribe((result) => this.setState({ ...this.state, overview: result.ok ? { phase: 'loaded', value: result.value } : { phase: 'failed', error: result.error } }));
    this.readHoldings();
  }

  /** Watches `addressText` (trimmed; empty: none) and reads what it holds. */
  watch(addressText: string): void {
    this.setState({ ...this.state, address: addressText.trim(), holdings: null });
    this.readHoldings();
  }

  /** Pays the address typed from the faucet (the amount typed, or the faucet's default), then watches it. */
  fund(addressText: string, amountText: string): void {
    const request = parseFundRequest(addressText, amountText);
    if (!request.ok) return this.setState({ ...this.state, command: { kind: 'failed', action: 'fund', error: request.error } });
    this.setState({ ...this.state, address: request.value.address });
    this.run('fund', () => this.desk.fund(request.value.address, request.value.satoshis), (funded) => ({ kind: 'funded', txid: funded.txid, satoshis: funded.satoshis }));
  }

  /** Mines one block now, with the whole mempool. */
  mine(): void {
    this.run('mine', () => this.desk.mine(1), (blocks) => ({ kind: 'mined', heights: blocks.map((block) => block.height) }));
  }

  /** Forgets the whole chain (everyone's on this server) and starts a new one. */
  reset(): void {
    this.run('reset', () => this.desk.reset(), () => ({ kind: 'reset' }));
  }

  /**
   * Reads transaction `txid` with the outputs it spends and opens it in the inspector; `opened` then runs (the view
   * shows the inspector's panel).
   */
  open(txid: string, opened: () => void = () => {}): void {
    this.openRead?.unsubscribe();
    this.setState({ ...this.state, opening: { kind: 'opening', txid } });
    this.openRead = this.desk.transaction(txid).subscribe((result) => {
      if (!result.ok) return this.setState({ ...this.state, opening: { kind: 'failed', txid, error: result.error } });
      this.setState({ ...this.state, opening: { kind: 'idle' } });
      this.openInInspector(result.value);
      opened();
    });
  }

  private readHoldings(): void {
    this.holdingsRead?.unsubscribe();
    const { address } = this.state;
    if (address === '') return this.setState({ ...this.state, holdings: null });
    if (this.state.holdings?.phase !== 'loaded' || this.state.holdings.value.address !== address) this.setState({ ...this.state, holdings: { phase: 'loading' } });
    this.holdingsRead = this.desk.holdings(address).subscribe((result) => {
      if (this.state.address !== address) return;
      this.setState({ ...this.state, holdings: result.ok ? { phase: 'loaded', value: result.value } : { phase: 'failed', error: result.error } });
    });
  }

  private run<T>(action: ChainAction, request: () => Observable<Result<T, DevchainDeskError>>, done: (value: T) => ChainCommand): void {
    if (this.state.command.kind === 'running') return;
    this.setState({ ...this.state, command: { kind: 'running', action } });
    this.track(
      request().subscribe((result) => {
        this.setState({ ...this.state, command: result.ok ? done(result.value) : { kind: 'failed', action, error: result.error } });
        this.refresh();
      }),
    );
  }

  private track(subscription: Subscription): void {
    if (subscription.closed) return;
    this.requests.add(subscription);
    subscription.add(() => this.requests.delete(subscription));
  }

  override dispose(): void {
    for (const request of [...this.requests, this.overviewRead, this.holdingsRead, this.openRead]) request?.unsubscribe();
    super.dispose();
  }
}

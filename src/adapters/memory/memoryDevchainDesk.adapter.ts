import { NEVER, of, type Observable } from 'rxjs';
import { FAUCET_DEFAULT_SATOSHIS, isFaucetAmount, isMineCount } from '../../domain/devchain/devchainLimits';
import type { AddressHoldings, AddressOutput, ChainBlock, ChainOverview, ChainTransaction } from '../../domain/devchain/chainView';
import { err, ok, type Result } from '../../domain/shared/result';
import type { DevchainDesk, DevchainDeskError, FundedOutput } from '../../ports/devchainDesk.port';

/** A P2PKH address as the memory chain knows one (mainnet `1…`, testnet `m…`/`n…`). */
const ADDRESS = /^[1mn][1-9A-HJ-NP-Za-km-z]{25,34}$/;
/** A fee the memory chain charges each faucet payment. */
const FAUCET_FEE = 100;

const hex64 = (prefix: string, serial: number) => `${prefix}${serial.toString(16).padStart(64 - prefix.length, '0')}`;

/**
 * A devchain for tests, in memory: a genesis block at time `time`, the faucet paying into the mempool, mining
 * moving the mempool into a block. `failure` answers every request with it; `stalled` leaves every request unanswered;
 * `payments` are the transactions the next faucet payments are (else made up); `calls` records each request.
 */
export class MemoryDevchainDesk implements DevchainDesk {
  failure: DevchainDeskError | null = null;
  stalled = false;
  faucetEmpty = false;
  readonly calls: string[] = [];
  private readonly blocks: ChainBlock[];
  private mempool: ChainTransaction[] = [];
  private readonly transactions = new Map<string, ChainTransaction>();
  private outputs: (AddressOutput & { readonly address: string })[] = [];
  private serial = 0;

  constructor(
    private readonly time: number,
    private readonly payments: ChainTransaction[] = [],
  ) {
    this.blocks = [this.block(0, [hex64('c', 0)])];
  }

  overview(): Observable<Result<ChainOverview, DevchainDeskError>> {
    this.calls.push('overview');
    const tip = this.blocks[this.blocks.length - 1]!;
    const mempool = this.mempool.map((transaction) => ({ txid: transaction.txid, size: transaction.hex.length / 2, fee: FAUCET_FEE }));
    return this.answer({ tip: { height: tip.height, hash: tip.hash }, mempoolSize: mempool.length, mempool, blocks: [...this.blocks].reverse().slice(0, 10) });
  }

  holdings(address: string): Observable<Result<AddressHoldings, DevchainDeskError>> {
    this.calls.push(`holdings ${address}`);
    if (!ADDRESS.test(address)) return this.refuse('address-invalid');
    const outputs = this.outputs.filter((output) => output.address === address).map(({ address: _, ...output }) => output);
    const sum = (mined: boolean) => outputs.filter((output) => (output.height !== null) === mined).reduce((total, output) => total + output.satoshis, 0);
    return this.answer({ address, outputs, confirmed: sum(true), unconfirmed: sum(false) });
  }

  transaction(txid: string): Observable<Result<ChainTransaction, DevchainDeskError>> {
    this.calls.push(`transaction ${txid}`);
    const known = this.transactions.get(txid);
    return known === undefined ? this.reply(err({ code: 'not-found', rule: 'transaction-not-found' })) : this.answer(known);
  }

  fund(address: string, satoshis: number = FAUCET_DEFAULT_SATOSHIS): Observable<Result<FundedOutput, DevchainDeskError>> {
    this.calls.push(`fund ${address} ${satoshis}`);
    if (!ADDRESS.test(address)) return this.refuse('address-invalid');
    if (!isFaucetAmount(satoshis)) return this.refuse('amount-invalid');
    if (this.faucetEmpty) return this.refuse('faucet-empty');
    this.serial += 1;
    const payment = this.payments.shift() ?? { txid: hex64('f', this.serial), hex: `01000000${'00'.repeat(60)}`, blockHeight: null, spentOutputs: [{ satoshis: satoshis + FAUCET_FEE, lockingScript: 'OP_TRUE' }] };
    this.transactions.set(payment.txid, payment);
    this.mempool.push(payment);
    this.outputs.push({ address, txid: payment.txid, vout: 0, satoshis, height: null });
    return this.answer({ txid: payment.txid, vout: 0, satoshis });
  }

  mine(blocks: number): Observable<Result<readonly ChainBlock[], DevchainDeskError>> {
    this.calls.push(`mine ${blocks}`);
    if (!isMineCount(blocks)) return this.refuse('count-invalid');
    const mined: ChainBlock[] = [];
    for (let index = 0; index < blocks; index += 1) {
      const height = this.blocks.length;
      const coinbase: ChainTransaction = { txid: hex64('c', height), hex: `02000000${'00'.repeat(60)}`, blockHeight: height, spentOutputs: [null] };
      this.transactions.set(coinbase.txid, coinbase);
      const block = this.block(height, [coinbase.txid, ...this.mempool.map((transaction) => transaction.txid)]);
      const included = new Set(block.txids);
      this.outputs = this.outputs.map((output) => (included.has(output.txid) ? { ...output, height } : output));
      this.mempool = [];
      this.blocks.push(block);
      mined.push(block);
    }
    return this.answer(mined);
  }

  reset(): Observable<Result<ChainBlock, DevchainDeskError>> {
    this.calls.push('reset');
    this.blocks.splice(1);
    this.mempool = [];
    this.outputs = [];
    return this.answer(this.blocks[0]!);
  }

  private block(height: number, txids: readonly string[]): ChainBlock {
    return { height, hash: hex64('b', height), time: Math.floor(this.time / 1000) + height * 60, txCount: txids.length, txids };
  }

  private refuse(rule: string): Observable<Result<never, DevchainDeskError>> {
    return this.reply(err({ code: 'refused', rule }));
  }

  private answer<T>(value: T): Observable<Result<T, DevchainDeskError>> {
    return this.reply(ok(value));
  }

  private reply<T>(result: Result<T, DevchainDeskError>): Observable<Result<T, DevchainDeskError>> {
    if (this.stalled) return NEVER;
    return of(this.failure === null ? result : err(this.failure));
  }
}

import { isFaucetAmount, isMineCount } from '../../domain/devchain/devchainLimits';
import { err, ok, type Result } from '../../domain/shared/result';
import type { DevchainLedger, LedgerBlock } from '../../ports/devchainLedger.port';
import type { DevchainKey, DevchainTransactions } from '../../ports/devchainTransactions.port';
import { acceptBatch, type BatchedAccept } from './acceptBatch';
import { acceptTransactions, type AcceptRefusal } from './acceptTransactions';
import { ChainReads } from './chainReads';
import { ChainState, type KeptTransaction } from './chainState';
import { faucetPayment } from './fundAddress';
import { mineBlock } from './mineBlock';
import { replayLedger } from './replayLedger';

/** The devchain's settings: the least fee rate it accepts, in satoshis a kilobyte. */
export interface DevchainSettings {
  readonly satsPerKilobyte: number;
}

/** Why the faucet did not pay. */
export type FundRefusal =
  | { readonly code: 'address-invalid' }
  | { readonly code: 'amount-invalid' }
  /** The faucet's outputs hold too little: mine a block (each coinbase pays the faucet). */
  | { readonly code: 'faucet-empty' }
  | AcceptRefusal;

/** A faucet payment: the transaction, and its output paying the address. */
export interface FundReceipt {
  readonly txid: string;
  readonly vout: number;
  readonly satoshis: number;
  readonly hex: string;
}

/**
 * The local BSV chain of the server (issue 37): accept (ARC's broadcast), mine, fund, reset, and reads. One chain
 * for the whole server, shared by every workspace, like a regtest node (docs/operations.md says why). Commands run
 * one at a time, so a double spend sent in the same instant as its rival is refused; reads answer from memory.
 */
export class Devchain {
  private readonly state = new ChainState();
  readonly reads = new ChainReads(this.state);
  private faucet: DevchainKey | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private waiting: { readonly text: string; readonly answer: BatchedAccept['answer']; readonly fail: BatchedAccept['fail'] }[] = [];

  constructor(
    private readonly engine: DevchainTransactions,
    private readonly ledger: DevchainLedger,
    private readonly settings: DevchainSettings,
    private readonly now: () => number,
  ) {}

  /** Rebuilds the chain from the ledger; a new chain gets a faucet key and its genesis block. */
  start(): Promise<void> {
    return this.serial(async () => {
      const snapshot = await this.ledger.load();
      this.state.clear();
      replayLedger(this.state, this.engine, snapshot);
      this.faucet = snapshot.faucetKey === null ? null : this.engine.keyOf(snapshot.faucetKey);
      await this.ensureGenesis();
    });
  }

  /**
   * Accepts a transaction (raw hex, Extended Format or BEEF) into the mempool, or says why not. Broadcasts that
   * arrive while the chain is busy wait together and are accepted as one batch, one write for all (`acceptBatch`).
   */
  accept(text: string): Promise<Result<KeptTransaction, AcceptRefusal>> {
    return new Promise((answer, fail) => {
      this.waiting.push({ text, answer, fail });
      if (this.waiting.length === 1) void this.serial(() => this.acceptWaiting());
    });
  }

  /** Mines `count` blocks now, each with the whole mempool (the later ones hold only their coinbase). */
  mine(count: number): Promise<Result<readonly LedgerBlock[], { readonly code: 'count-invalid' }>> {
    if (!isMineCount(count)) return Promise.resolve(err({ code: 'count-invalid' }));
    return this.serial(async () => {
      const mined: LedgerBlock[] = [];
      for (let index = 0; index < count; index += 1) mined.push(await this.mineOne());
      return ok(mined);
    });
  }

  /** Whether the mempool holds anything (automatic mining skips an empty one). */
  hasPending(): boolean {
    return this.state.mempool.size > 0;
  }

  /** Pays `satoshis` from the faucet to `address`, through the same checks as any transaction. */
  fund(address: string, satoshis: number): Promise<Result<FundReceipt, FundRefusal>> {
    const owner = this.engine.ownerOfAddress(address.trim());
    if (owner === null) return Promise.resolve(err({ code: 'address-invalid' }));
    if (!isFaucetAmount(satoshis)) return Promise.resolve(err({ code: 'amount-invalid' }));
    return this.serial(async () => {
      const payment = await faucetPayment(this.state, this.engine, this.faucet!, owner, satoshis, this.settings.satsPerKilobyte);
      if (payment === null) return err({ code: 'faucet-empty' });
      const accepted = await acceptTransactions(this.context(), [payment]);
      return accepted.ok ? ok({ txid: payment.txid, vout: 0, satoshis, hex: payment.hex }) : accepted;
    });
  }

  /** The key hash an address names, or null (the reads take key hashes). */
  ownerOf(address: string): string | null {
    return this.engine.ownerOfAddress(address.trim());
  }

  /** The BEEF (hex) of a transaction with its unmined ancestors, or null for an unknown one. */
  beef(txid: string): string | null {
    const entries = this.reads.beefEntries(txid);
    return entries === null ? null : this.engine.beef(entries);
  }

  /** Forgets the whole chain and starts a new one (a new faucet key, a new genesis block). */
  reset(): Promise<void> {
    return this.serial(async () => {
      await this.ledger.clear();
      this.state.clear();
      this.faucet = null;
      await this.ensureGenesis();
    });
  }

  private async ensureGenesis(): Promise<void> {
    if (this.faucet === null) {
      this.faucet = this.engine.newKey();
      await this.ledger.keepFaucetKey(this.faucet.wif);
    }
    if (this.state.blocks.length === 0) await this.mineOne();
  }

  private mineOne(): Promise<LedgerBlock> {
    return mineBlock({ state: this.state, engine: this.engine, ledger: this.ledger, faucetOwner: this.faucet!.owner, nowSeconds: Math.floor(this.now() / 1000) });
  }

  /** Accepts every broadcast waiting, as one batch. */
  private async acceptWaiting(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    try {
      const parsed = batch.map(({ text, answer, fail }) => ({ parsed: this.engine.parse(text.trim()), answer, fail }));
      await acceptBatch(this.context(), parsed);
    } catch (error) {
      // A bug, not a refusal: every caller still gets an answer.
      batch.forEach(({ fail }) => fail(error));
    }
  }

  private context() {
    return { state: this.state, engine: this.engine, ledger: this.ledger, satsPerKilobyte: this.settings.satsPerKilobyte };
  }

  /** Runs `command` after every command before it has settled. */
  private serial<T>(command: () => Promise<T>): Promise<T> {
    const run = this.queue.then(command, command);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

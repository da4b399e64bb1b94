import type { DevchainLedger, LedgerBlock, LedgerSnapshot, LedgerTransaction } from '../../ports/devchainLedger.port';

/** The devchain's ledger in memory (tests, and a server without a database): lost when the process ends. */
export class MemoryDevchainLedger implements DevchainLedger {
  private faucetKey: string | null = null;
  private transactions: LedgerTransaction[] = [];
  private blocks: LedgerBlock[] = [];

  async load(): Promise<LedgerSnapshot> {
    return { faucetKey: this.faucetKey, transactions: this.transactions.map((kept) => ({ ...kept })), blocks: [...this.blocks] };
  }

  async keepFaucetKey(wif: string): Promise<void> {
    this.faucetKey = wif;
  }

  async addTransactions(transactions: readonly { readonly txid: string; readonly hex: string }[]): Promise<void> {
    for (const { txid, hex } of transactions) this.transactions.push({ txid, hex, blockHeight: null, blockPosition: null, merklePath: null });
  }

  async addBlock(block: LedgerBlock, coinbaseHex: string, paths: readonly { readonly txid: string; readonly position: number; readonly merklePath: string }[]): Promise<void> {
    this.blocks.push(block);
    const [coinbase, ...rest] = paths;
    this.transactions.push({ txid: coinbase!.txid, hex: coinbaseHex, blockHeight: block.height, blockPosition: 0, merklePath: coinbase!.merklePath });
    const byTxid = new Map(rest.map((path) => [path.txid, path]));
    this.transactions = this.transactions.map((kept) => {
      const path = byTxid.get(kept.txid);
      return path === undefined ? kept : { ...kept, blockHeight: block.height, blockPosition: path.position, merklePath: path.merklePath };
    });
  }

  async clear(): Promise<void> {
    this.faucetKey = null;
    this.transactions = [];
    this.blocks = [];
  }
}

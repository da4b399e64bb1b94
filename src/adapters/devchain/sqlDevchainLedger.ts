import { sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { guardDatabase } from '../database/guardDatabase';
import type { DevchainLedger, LedgerBlock, LedgerSnapshot, LedgerTransaction } from '../../ports/devchainLedger.port';

/** The name the faucet's key is kept under. */
const FAUCET_KEY = 'faucet-key';

type Rows<T> = { rows: T[] };

/**
 * The devchain's ledger in PostgreSQL or PGlite (migration 0020): transactions in acceptance order, blocks, the
 * faucet's key. A block is one row holding its transaction ids in order, plus its coinbase: the other transactions'
 * rows are not touched, since their place is their index in those ids and their BUMP is derived from them when the
 * chain is loaded (`replayLedger`); writing 10,000 paths of a kilobyte each took seconds and told nothing new.
 */
export class SqlDevchainLedger implements DevchainLedger {
  constructor(private readonly db: Database) {}

  async load(): Promise<LedgerSnapshot> {
    return guardDatabase(async () => {
      const key = (await this.db.execute(sql`SELECT value FROM devchain_settings WHERE name = ${FAUCET_KEY}`)) as unknown as Rows<{ value: string }>;
      const transactions = (await this.db.execute(
        sql`SELECT txid, hex, block_height AS "blockHeight", block_position AS "blockPosition", merkle_path AS "merklePath" FROM devchain_transactions ORDER BY seq`,
      )) as unknown as Rows<LedgerTransaction>;
      const blocks = (await this.db.execute(
        sql`SELECT height, hash, header, merkle_root AS "merkleRoot", previous_hash AS "previousHash", time, txids FROM devchain_blocks ORDER BY height`,
      )) as unknown as Rows<LedgerBlock & { time: string | number }>;
      return {
        faucetKey: key.rows[0]?.value ?? null,
        transactions: transactions.rows,
        blocks: blocks.rows.map((block) => ({ ...block, time: Number(block.time) })),
      };
    });
  }

  async keepFaucetKey(wif: string): Promise<void> {
    await guardDatabase(() =>
      this.db.execute(sql`INSERT INTO devchain_settings (name, value) VALUES (${FAUCET_KEY}, ${wif}) ON CONFLICT (name) DO UPDATE SET value = excluded.value`),
    );
  }

  async addTransactions(transactions: readonly { readonly txid: string; readonly hex: string }[]): Promise<void> {
    if (transactions.length === 0) return;
    await guardDatabase(() =>
      this.db.execute(sql`INSERT INTO devchain_transactions (txid, hex)
        SELECT * FROM unnest(${sql.param(transactions.map((t) => t.txid))}::text[], ${sql.param(transactions.map((t) => t.hex))}::text[])`),
    );
  }

  async addBlock(block: LedgerBlock, coinbaseHex: string, paths: readonly { readonly txid: string; readonly position: number; readonly merklePath: string }[]): Promise<void> {
    const coinbase = paths[0]!;
    await guardDatabase(() =>
      this.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO devchain_blocks (height, hash, header, merkle_root, previous_hash, time, txids)
          VALUES (${block.height}, ${block.hash}, ${block.header}, ${block.merkleRoot}, ${block.previousHash}, ${block.time}, string_to_array(${block.txids.join(',')}, ','))`);
        await tx.execute(sql`INSERT INTO devchain_transactions (txid, hex, block_height, block_position, merkle_path)
          VALUES (${coinbase.txid}, ${coinbaseHex}, ${block.height}, 0, ${coinbase.merklePath})`);
      }),
    );
  }

  async clear(): Promise<void> {
    await guardDatabase(() =>
      this.db.transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM devchain_transactions`);
        await tx.execute(sql`DELETE FROM devchain_blocks`);
        await tx.execute(sql`DELETE FROM devchain_settings`);
      }),
    );
  }
}

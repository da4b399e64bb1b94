import { describe, expect, it } from 'vitest';
import { MemoryEscrowLedger } from '../../../../src/adapters/memory/memoryEscrowLedger.adapter';
import { EscrowTransfer } from '../../../../src/application/payments/escrow/escrowTransfer';
import { FundContract } from '../../../../src/application/payments/escrow/fundContract';
import type { ContractEvent } from '../../../../src/domain/contracts/contractEvent';
import { deriveContracts } from '../../../../src/domain/contracts/deriveContracts';
import { err, ok } from '../../../../src/domain/shared/result';
import type { HistoryAnswer, PayError, PaymentGateway, PaymentOrder } from '../../../../src/ports/paymentGateway.port';
import type { TokenCipher } from '../../../../src/ports/tokenCipher.port';
import { issueRecord } from '../../../support/contractRecords';

const [contract] = deriveContracts([issueRecord(7)], [], new Map(), 0);
const REWARD = 5_000_000;
const cipher: TokenCipher = { encrypt: (text) => `sealed:${text}`, decrypt: (text) => text.slice('sealed:'.length) };

/** A wallet whose answers the test sets: what `pay` answers, and what its history says afterwards. */
class ScriptedWallet implements PaymentGateway {
  readonly orders: PaymentOrder[] = [];
  payAnswer: PayError | null = null;
  history: HistoryAnswer = ok(null);
  async pay(_token: string, order: PaymentOrder) {
    this.orders.push(order);
    return this.payAnswer === null ? ok({ transactionId: `tx-${this.orders.length}` }) : err(this.payAnswer);
  }
  async findPayment(): Promise<HistoryAnswer> {
    return this.history;
  }
}

function desk(wallet: ScriptedWallet) {
  let now = 1_000;
  const ledger = new MemoryEscrowLedger();
  const events: ContractEvent[] = [];
  const settings = { repository: 'acme/tools', escrow: { handle: 'escrow', authToken: 'e'.repeat(64) }, maintainers: ['alice'], bsvPerBapp: 0.00005 };
  const fund = new FundContract(
    ledger,
    new EscrowTransfer(ledger, wallet, () => now),
    { find: async (issueNumber) => (issueNumber === 7 ? contract! : null) },
    { record: async (event) => void events.push(event) },
    cipher,
    () => now,
    settings,
  );
  const request = { funder: 'alice', authToken: 'a'.repeat(64), issueNumber: 7, satoshis: REWARD };
  return { fund: () => fund.fund(request), ledger, events, later: (ms: number) => (now += ms) };
}

describe('funding a contract', () => {
  it('pays the reward from the maintainer to the escrow once, holds it, and keeps it in the history', async () => {
    const wallet = new ScriptedWallet();
    const { fund, events } = desk(wallet);
    const first = await fund();
    const second = await fund();
    expect([first.kind, second.kind === 'refused' && second.code]).toEqual(['funded', 'already-funded']);
    expect(wallet.orders.map(({ payer, payee, satoshis, reference }) => ({ payer, payee, satoshis, reference }))).toEqual([
      { payer: 'alice', payee: 'escrow', satoshis: REWARD, reference: 'escrow-fund:acme/tools#7' },
    ]);
    expect(events.map(({ kind, detail }) => [kind, detail['satoshis']])).toEqual([['escrow-funded', REWARD]]);
  });

  it('never reads a lost answer as "not paid": the next request finds the payment in the wallet’s history and pays nothing again', async () => {
    const wallet = new ScriptedWallet();
    const { fund, ledger, later } = desk(wallet);
    wallet.payAnswer = 'timeout';
    expect((await fund()).kind).toBe('pending-check');
    wallet.payAnswer = null;
    wallet.history = err('unknown');
    later(20_000);
    expect((await fund()).kind).toBe('pending-check');
    wallet.history = ok({ transactionId: 'tx-found' });
    const settled = await fund();
    expect([settled.kind, wallet.orders.length, (await ledger.find('acme/tools', 7))?.fundTransactionId]).toEqual(['funded', 1, 'tx-found']);
  });

  it('pays again only when the wallet’s history says the lost payment was never made', async () => {
    const wallet = new ScriptedWallet();
    const { fund } = desk(wallet);
    wallet.payAnswer = 'upstream';
    expect((await fund()).kind).toBe('pending-check');
    wallet.payAnswer = null;
    wallet.history = ok(null);
    expect([(await fund()).kind, wallet.orders.length]).toEqual(['funded', 2]);
  });

  it('leaves no escrow when the wallet refuses, so the maintainer may fund again', async () => {
    const wallet = new ScriptedWallet();
    const { fund, ledger } = desk(wallet);
    wallet.payAnswer = 'insufficient-balance';
    const refused = await fund();
    expect([refused.kind === 'refused' && refused.code, await ledger.find('acme/tools', 7)]).toEqual(['insufficient-balance', null]);
    wallet.payAnswer = null;
    expect((await fund()).kind).toBe('funded');
  });
});

import { createHash, randomUUID } from 'node:crypto';
import { SATOSHIS_PER_BSV } from '../../domain/payments/bsvAmount';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PaymentDetails } from '../../domain/payments/settlementCheck';
import type { HistoryAnswer, PayError, PaymentGateway, PaymentIdentity, PaymentOrder, SplitPaymentGateway, SplitPaymentOrder } from '../../ports/paymentGateway.port';
import type { LookupAnswer, PaymentLookup } from '../../ports/paymentLookup.port';
import type { WalletFunds } from '../../ports/offerRepository.port';
import { findPayingAccount, findSandboxAccount, SANDBOX_ACCOUNTS, SANDBOX_ESCROW_ACCOUNT } from './sandboxAccounts';

/** What each sandbox account starts with: a balance and a spend limit (what the app may spend), in satoshis. */
export const SANDBOX_FUNDS: Readonly<Record<string, { readonly balance: number; readonly spendLimit: number }>> = {
  sandbox_alice: { balance: 25 * SATOSHIS_PER_BSV, spendLimit: 10 * SATOSHIS_PER_BSV },
  sandbox_bob: { balance: SATOSHIS_PER_BSV / 2, spendLimit: 5 * SATOSHIS_PER_BSV },
  sandbox_carol: { balance: 5 * SATOSHIS_PER_BSV, spendLimit: SATOSHIS_PER_BSV / 10 },
  // The escrow starts empty and may pay out all it received.
  [SANDBOX_ESCROW_ACCOUNT.handle]: { balance: 0, spendLimit: 21_000_000 * SATOSHIS_PER_BSV },
};

/** A sandbox account's money now: its balance (start − spent + received) and what the app may still spend. */
export interface SandboxBalance {
  readonly handle: string;
  readonly balanceSatoshis: number;
  readonly spendableSatoshis: number;
}

/**
 * The sandbox wallet's payments (embedded default): balances and spend limits per sample account, generated
 * transaction ids, and a history to reconcile against (by kind, payer and reference) and to look payments up in by
 * transaction id (each with its attachment's reference and kind, as HandCash describes them). A payment may have several receivers (a purchase: seller and
 * platform fee; a dividend batch), each a sample account or one of `extraPayees` (the platform's fee handle).
 * Kept in this process (it is a sandbox, nothing is real); at start-up `restore` adds up the payments the database
 * records as made, so balances survive a restart.
 */
const keyOf = (payer: string, identity: PaymentIdentity): string => JSON.stringify([identity.kind, payer, identity.reference]);

export class SandboxPaymentGateway implements PaymentGateway, SplitPaymentGateway, PaymentLookup, WalletFunds {
  private readonly spent = new Map<string, number>();
  private readonly received = new Map<string, number>();
  private readonly history = new Map<string, string>();
  /** Each payment made, by transaction id, with who paid it. */
  private readonly made = new Map<string, { readonly payer: string; readonly details: PaymentDetails }>();
  private readonly payees: ReadonlySet<string>;

  constructor(extraPayees: readonly string[] = []) {
    this.payees = new Set([...SANDBOX_ACCOUNTS.map((account) => account.handle), SANDBOX_ESCROW_ACCOUNT.handle, ...extraPayees.map((handle) => handle.toLowerCase())]);
  }

  /** Counts payments made before this process started (each payer's spending, each receiver's takings). */
  restore(payments: readonly { readonly payer: string; readonly receivers: readonly { readonly handle: string; readonly satoshis: number }[] }[]): void {
    for (const payment of payments) {
      const total = payment.receivers.reduce((sum, receiver) => sum + receiver.satoshis, 0);
      this.spent.set(payment.payer, (this.spent.get(payment.payer) ?? 0) + total);
      for (const receiver of payment.receivers) {
        const handle = receiver.handle.toLowerCase();
        this.received.set(handle, (this.received.get(handle) ?? 0) + receiver.satoshis);
      }
    }
  }

  async pay(authToken: string, order: PaymentOrder): Promise<Result<{ transactionId: string }, PayError>> {
    const { payee, satoshis, ...rest } = order;
    return this.payReceivers(authToken, { ...rest, receivers: [{ handle: payee, satoshis }] });
  }

  async payReceivers(authToken: string, order: SplitPaymentOrder): Promise<Result<{ transactionId: string }, PayError>> {
    const payer = findPayingAccount(authToken);
    if (payer === null) return err('authorization-expired');
    if (!order.receivers.every((receiver) => this.payees.has(receiver.handle.toLowerCase()))) return err('unknown-payee');
    const key = keyOf(payer.handle, order);
    const known = this.history.get(key);
    if (known !== undefined) return ok({ transactionId: known });
    const total = order.receivers.reduce((sum, receiver) => sum + receiver.satoshis, 0);
    const funds = SANDBOX_FUNDS[payer.handle] ?? { balance: 0, spendLimit: 0 };
    const spent = this.spent.get(payer.handle) ?? 0;
    if (spent + total > funds.spendLimit) return err('spend-limit');
    if (spent + total > funds.balance + (this.received.get(payer.handle) ?? 0)) return err('insufficient-balance');
    // A random UUID (122 random bits, from Node's cached CSPRNG pool): `randomBytes` asks the system for each payment.
    const transactionId = createHash('sha256').update(`${order.reference}:${randomUUID()}`).digest('hex');
    this.spent.set(payer.handle, spent + total);
    for (const receiver of order.receivers) {
      const handle = receiver.handle.toLowerCase();
      this.received.set(handle, (this.received.get(handle) ?? 0) + receiver.satoshis);
    }
    this.history.set(key, transactionId);
    const receivers = order.receivers.map((receiver) => receiver.handle);
    const details = { transactionId, sent: true, receivers, satoshis: total, attachment: { reference: order.reference, kind: order.kind } };
    this.made.set(transactionId, { payer: payer.handle, details });
    return ok({ transactionId });
  }

  async findPayment(authToken: string, identity: PaymentIdentity): Promise<HistoryAnswer> {
    const payer = findPayingAccount(authToken);
    if (payer === null) return err('unknown');
    const transactionId = this.history.get(keyOf(payer.handle, identity));
    return ok(transactionId === undefined ? null : { transactionId });
  }

  /** A payment of the token holder's by transaction id; another account's payments are unknown to it. */
  async lookup(authToken: string, transactionId: string): Promise<LookupAnswer> {
    const payer = findPayingAccount(authToken);
    if (payer === null) return err('unknown');
    const made = this.made.get(transactionId);
    return ok(made === undefined || made.payer !== payer.handle ? null : made.details);
  }

  /** What the token's account may still spend (its spend limit and balance both bound it). */
  async spendable(authToken: string): ReturnType<WalletFunds['spendable']> {
    const account = findSandboxAccount(authToken);
    const money = account === null ? undefined : this.balances().find((balance) => balance.handle === account.handle);
    return money === undefined ? err('authorization-expired') : ok(money.spendableSatoshis);
  }

  /** The money of any account the wallet knows (a sample person, the escrow, the platform) now, in satoshis. */
  balanceOf(handle: string): number {
    const key = handle.toLowerCase();
    return (SANDBOX_FUNDS[key]?.balance ?? 0) - (this.spent.get(key) ?? 0) + (this.received.get(key) ?? 0);
  }

  /** Every sample account's money now, for the sandbox wallet's page. */
  balances(): readonly SandboxBalance[] {
    return SANDBOX_ACCOUNTS.map(({ handle }) => {
      const funds = SANDBOX_FUNDS[handle] ?? { balance: 0, spendLimit: 0 };
      const spent = this.spent.get(handle) ?? 0;
      const balanceSatoshis = funds.balance - spent + (this.received.get(handle) ?? 0);
      return { handle, balanceSatoshis, spendableSatoshis: Math.max(0, Math.min(funds.spendLimit - spent, balanceSatoshis)) };
    });
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { SATOSHIS_PER_BSV } from '../../domain/payments/bsvAmount';
import { err, ok, type Result } from '../../domain/shared/result';
import type { HistoryAnswer, PayError, PaymentGateway, PaymentOrder } from '../../ports/paymentGateway.port';
import { findSandboxAccount, SANDBOX_ACCOUNTS } from './sandboxAccounts';

/** What each sandbox account starts with: a balance and a spend limit (what the app may spend), in satoshis. */
export const SANDBOX_FUNDS: Readonly<Record<string, { readonly balance: number; readonly spendLimit: number }>> = {
  sandbox_alice: { balance: 25 * SATOSHIS_PER_BSV, spendLimit: 10 * SATOSHIS_PER_BSV },
  sandbox_bob: { balance: SATOSHIS_PER_BSV / 2, spendLimit: 5 * SATOSHIS_PER_BSV },
  sandbox_carol: { balance: 5 * SATOSHIS_PER_BSV, spendLimit: SATOSHIS_PER_BSV / 10 },
};

/**
 * The sandbox wallet's payments (embedded default): balances and spend limits per sample account, generated
 * transaction ids, and a history to reconcile against. Kept in this process: it is a sandbox, nothing is real.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  private readonly spent = new Map<string, number>();
  private readonly received = new Map<string, number>();
  private readonly history = new Map<string, string>();

  async pay(authToken: string, order: PaymentOrder): Promise<Result<{ transactionId: string }, PayError>> {
    const payer = findSandboxAccount(authToken);
    if (payer === null) return err('authorization-expired');
    if (!SANDBOX_ACCOUNTS.some((account) => account.handle === order.payee.toLowerCase())) return err('unknown-payee');
    const known = this.history.get(`${payer.handle}:${order.reference}`);
    if (known !== undefined) return ok({ transactionId: known });
    const funds = SANDBOX_FUNDS[payer.handle] ?? { balance: 0, spendLimit: 0 };
    const spent = this.spent.get(payer.handle) ?? 0;
    if (spent + order.satoshis > funds.spendLimit) return err('spend-limit');
    if (spent + order.satoshis > funds.balance + (this.received.get(payer.handle) ?? 0)) return err('insufficient-balance');
    const transactionId = createHash('sha256').update(`${order.reference}:${randomBytes(16).toString('hex')}`).digest('hex');
    this.spent.set(payer.handle, spent + order.satoshis);
    this.received.set(order.payee, (this.received.get(order.payee) ?? 0) + order.satoshis);
    this.history.set(`${payer.handle}:${order.reference}`, transactionId);
    return ok({ transactionId });
  }

  async findPayment(authToken: string, reference: string): Promise<HistoryAnswer> {
    const payer = findSandboxAccount(authToken);
    if (payer === null) return err('unknown');
    const transactionId = this.history.get(`${payer.handle}:${reference}`);
    return ok(transactionId === undefined ? null : { transactionId });
  }
}

import { workerOf } from '../../domain/contracts/payability';
import { ALL_CONTRACTS, autoPayoutFor, autoPayoutKey, type AutoPayoutChoice } from '../../domain/payments/autoPayout';
import { rewardSatoshisOf } from '../../domain/payments/payoutsDue';
import type { AutoPayoutRepository } from '../../ports/autoPayoutRepository.port';
import type { Clock } from '../../ports/clock.port';
import type { ContractNotices } from '../../ports/contractNotices.port';
import type { TokenCipher } from '../../ports/tokenCipher.port';
import type { ContractLookup } from '../contracts/serverContracts';
import type { PayContract } from './payContract';

/** How an automatic payout after a merge ended. `off`: nobody chose to pay this contract on merge. */
export type AutoPayoutOutcome =
  | { readonly kind: 'off' }
  | { readonly kind: 'paid'; readonly replayed: boolean }
  | { readonly kind: 'pending-check' }
  | { readonly kind: 'failed'; readonly reason: string };

/** What a maintainer turns on or off: one contract (`issueNumber`) or every contract (null). */
export interface AutoPayoutRequest {
  readonly maintainer: string;
  readonly authToken: string;
  readonly issueNumber: number | null;
  readonly enabled: boolean;
}

/**
 * Pays on merge (a use case of the server). A maintainer turns automatic payout on for one contract or for all; the
 * server keeps that maintainer's wallet authorization, sealed. When a contract's pull request is merged, its worker
 * is paid the reward from that wallet through `PayContract` (the rules, the history) and `ServerPayments` with one
 * key per contract, so a second delivery or a second server pays nothing more. A failure leaves the payout due and
 * tells the maintainer in the inbox, once per contract and reason.
 */
export class AutoPayout {
  constructor(
    private readonly choices: AutoPayoutRepository,
    private readonly payContract: Pick<PayContract, 'pay'>,
    private readonly contracts: Pick<ContractLookup, 'find'>,
    private readonly notices: ContractNotices,
    private readonly cipher: TokenCipher,
    private readonly clock: Pick<Clock, 'now'>,
    /** BSV per BAPP of reward; null: no amount is known, so nothing is paid without a click. */
    private readonly bsvPerBapp: number | null,
    /** Whether a wallet is there to pay through (`ServerPayments.canPay`). */
    private readonly canPay: boolean,
  ) {}

  /** Every choice, without authorizations. */
  async list(): Promise<readonly AutoPayoutChoice[]> {
    return (await this.choices.all()).map(({ scope, enabled, maintainer, updatedAt }) => ({ scope, enabled, maintainer, updatedAt }));
  }

  /** Turns automatic payout on (keeping the maintainer's authorization, sealed) or off (dropping it). */
  async choose(request: AutoPayoutRequest): Promise<AutoPayoutChoice> {
    const { maintainer, authToken, issueNumber, enabled } = request;
    const choice = { scope: issueNumber ?? ALL_CONTRACTS, enabled, maintainer, updatedAt: this.clock.now() };
    await this.choices.save({ ...choice, tokenCiphertext: enabled ? this.cipher.encrypt(authToken) : null });
    return choice;
  }

  /**
   * After contract `issueNumber` was completed (its pull request merged, or its issue closed): pays its worker when
   * automatic payout is on for it. Called again for the same contract, it pays nothing more.
   */
  async afterMerge(issueNumber: number): Promise<AutoPayoutOutcome> {
    const choice = autoPayoutFor(issueNumber, await this.choices.all());
    if (choice === null) return { kind: 'off' };
    const contract = await this.contracts.find(issueNumber);
    if (contract === null || contract.status !== 'completed') return { kind: 'off' };
    const payee = workerOf(contract);
    // The issue was read closed before its claimant's pull request was read merged: the payout opens with that read.
    if (payee === null && contract.pullRequest?.status === 'open') return { kind: 'off' };
    const satoshis = rewardSatoshisOf(contract, this.bsvPerBapp);
    const authToken = choice.tokenCiphertext === null ? null : this.cipher.decrypt(choice.tokenCiphertext);
    const fail = (reason: string) => this.failed(choice.maintainer, issueNumber, reason, payee, satoshis);
    if (!this.canPay) return fail('no-wallet');
    if (payee === null) return fail('no-worker');
    if (satoshis === null) return fail('no-reward-amount');
    if (authToken === null) return fail('authorization-expired');
    const draft = { payee, satoshis, note: `#${issueNumber}`, idempotencyKey: autoPayoutKey(issueNumber) };
    const outcome = await this.payContract.pay({ payer: choice.maintainer, authToken, issueNumber, draft, overrideReason: null });
    switch (outcome.kind) {
      case 'paid':
        return { kind: 'paid', replayed: outcome.replayed };
      case 'pending-check':
        return { kind: 'pending-check' };
      case 'rule':
        return fail(outcome.refusal.code);
      case 'refused':
        return fail(outcome.code);
      case 'key-reused':
        return fail('key-reused');
    }
  }

  private async failed(maintainer: string, issueNumber: number, reason: string, payee: string | null, satoshis: number | null): Promise<AutoPayoutOutcome> {
    const notice = { to: maintainer, kind: 'auto-payout-failed' as const, issueNumber, at: this.clock.now(), detail: { reason, payee, satoshis } };
    await this.notices.send(notice, `auto-payout-failed:${issueNumber}:${reason}`);
    return { kind: 'failed', reason };
  }
}

import { overrideReasonOf, payoutRefusal, type PayoutRefusal } from '../../domain/contracts/payability';
import type { ValidPaymentDraft } from '../../domain/payments/paymentRules';
import { rewardSatoshisOf } from '../../domain/payments/payoutsDue';
import type { Clock } from '../../ports/clock.port';
import type { ContractLookup } from '../contracts/serverContracts';
import type { ContractJournal } from '../contracts/contractJournal';
import type { Payment } from '../../domain/payments/payment';
import type { PayerWallet, PayOutcome, ServerPayments } from './serverPayments';

/** How paying a contract ended: a rule refused it before any wallet was asked, or what `ServerPayments` answered. */
export type PayContractOutcome = PayOutcome | { readonly kind: 'rule'; readonly refusal: PayoutRefusal };

/** What a maintainer asks: the contract, the checked draft, and the written reason of an override (null: none). */
export interface PayContractRequest {
  readonly payer: string;
  /** The payer's wallet authorization (with the session's sealed token when there is one). */
  readonly authToken: PayerWallet;
  readonly issueNumber: number;
  readonly draft: ValidPaymentDraft;
  readonly overrideReason: string | null;
}

/**
 * Pays a contract's reward (the server's use case): only a completed contract as the server derives it from
 * GitHub, to the claimant who did the work and, with `BSV_PER_BAPP`, the amount of the reward the claim froze, unless the maintainer
 * writes why (kept in the contract's history). The payment itself is `ServerPayments`: exactly once.
 */
export class PayContract {
  constructor(
    private readonly payments: Pick<ServerPayments, 'pay'>,
    private readonly contracts: ContractLookup,
    private readonly journal: Pick<ContractJournal, 'record'>,
    private readonly clock: Pick<Clock, 'now'>,
    /** BSV per BAPP of reward; null: the amount is the maintainer's. */
    private readonly bsvPerBapp: number | null,
  ) {}

  async pay(request: PayContractRequest): Promise<PayContractOutcome> {
    const { payer, authToken, issueNumber, draft } = request;
    const contract = await this.contracts.find(issueNumber);
    // The reward the claim froze: an edit of the issue after the claim pays nothing more, nor less.
    const reward = contract === null ? null : rewardSatoshisOf(contract, this.bsvPerBapp);
    const overrideReason = overrideReasonOf(request.overrideReason);
    const refusal = payoutRefusal(contract, { payer, payee: draft.payee, satoshis: draft.satoshis, overrideReason }, reward);
    if (refusal !== null) return { kind: 'rule', refusal };
    const claimant = contract?.assignee?.claimedBy ?? null;
    // Kept while the payment is recorded as paid (one turn of writes for both), the override first.
    const keep = async ({ payee, satoshis, transactionId }: Payment) => {
      const at = this.clock.now();
      await Promise.all([
        overrideReason === null
          ? null
          : this.journal.record({ issueNumber, kind: 'payout-override', actor: payer, at, detail: { payee, satoshis, reason: overrideReason } }, []),
        this.journal.record({ issueNumber, kind: 'paid', actor: payer, at, detail: { payee, satoshis, transactionId } }, [payee, claimant]),
      ]);
    };
    return this.payments.pay(payer, authToken, issueNumber, draft, keep);
  }
}

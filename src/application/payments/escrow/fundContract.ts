import { beginFunding, settleFunding, type EscrowRefusal } from '../../../domain/payments/escrow/escrowLedger';
import { isMaintainer } from '../../../domain/payments/maintainers';
import type { PaymentRefusalCode } from '../../../domain/payments/payment';
import { rewardSatoshisOf } from '../../../domain/payments/payoutsDue';
import type { EscrowLedgerRepository, StoredEscrowEntry } from '../../../ports/escrowLedger.port';
import type { TokenCipher } from '../../../ports/tokenCipher.port';
import type { ContractJournal } from '../../contracts/contractJournal';
import type { ContractLookup } from '../../contracts/serverContracts';
import { ESCROW_LEASE_MS, escrowReference, type EscrowStep, type EscrowTransfer, type EscrowTransferOutcome } from './escrowTransfer';

/**
 * Why funding was refused before any wallet paid: `not-maintainer`; `contract-not-found`; `contract-completed` (its
 * payout is already due); `amount-not-reward` (with `BSV_PER_BAPP`, the amount must be the reward's); an escrow rule
 * (`EscrowRefusal`); or the wallet's refusal (`PaymentRefusalCode`).
 */
export type FundRefusal = 'not-maintainer' | 'contract-not-found' | 'contract-completed' | 'amount-not-reward' | EscrowRefusal | PaymentRefusalCode;

/** How funding ended: held in escrow now, its wallet answer unknown (pending check), or refused. */
export type FundOutcome =
  | { readonly kind: 'funded'; readonly entry: StoredEscrowEntry }
  | { readonly kind: 'pending-check'; readonly entry: StoredEscrowEntry }
  | { readonly kind: 'refused'; readonly code: FundRefusal; readonly rewardSatoshis?: number };

/** What a signed-in maintainer asks: fund contract `issueNumber` with `satoshis` from their wallet (`authToken`). */
export interface FundRequest {
  readonly funder: string;
  readonly authToken: string;
  readonly issueNumber: number;
  readonly satoshis: number;
}

/** The escrow wallet: who receives fundings. */
export interface EscrowWalletIdentity {
  readonly handle: string;
  readonly authToken: string;
}

/**
 * Funds a contract (a use case of the server): a maintainer (the rule the reward payments use) pays the contract's
 * reward from their wallet into the escrow wallet. The entry is recorded (`funding`, the funder's token sealed)
 * before the wallet is asked, so a lost answer is checked against the wallet's history, never paid twice nor read as
 * "not paid"; once paid it is `held`, kept in the contract's history and told to the funder and the claimant.
 */
export class FundContract {
  constructor(
    private readonly ledger: EscrowLedgerRepository,
    private readonly transfer: EscrowTransfer,
    private readonly contracts: Pick<ContractLookup, 'find'>,
    private readonly journal: Pick<ContractJournal, 'record'>,
    private readonly cipher: TokenCipher,
    private readonly now: () => number,
    private readonly settings: {
      readonly repository: string;
      readonly escrow: EscrowWalletIdentity;
      readonly maintainers: readonly string[];
      /** BSV per BAPP; null: the amount is the maintainer's. */
      readonly bsvPerBapp: number | null;
    },
    /** Told after the escrow changed (the contracts' answers show the funded amount). */
    private readonly changed: () => Promise<void> = async () => undefined,
  ) {}

  async fund(request: FundRequest): Promise<FundOutcome> {
    const { funder, authToken, issueNumber, satoshis } = request;
    const { repository, maintainers, bsvPerBapp } = this.settings;
    if (!isMaintainer(funder, maintainers)) return { kind: 'refused', code: 'not-maintainer' };
    const contract = await this.contracts.find(issueNumber);
    if (contract === null) return { kind: 'refused', code: 'contract-not-found' };
    if (contract.status === 'completed') return { kind: 'refused', code: 'contract-completed' };
    const reward = rewardSatoshisOf(contract, bsvPerBapp);
    if (reward !== null && reward !== satoshis) return { kind: 'refused', code: 'amount-not-reward', rewardSatoshis: reward };
    let existing = await this.ledger.find(repository, issueNumber);
    if (existing?.state === 'funding') {
      // A funding whose answer was lost: its payer's wallet history decides, before anything is paid again.
      const resumed = await this.transfer.reconcile(existing, this.stepOf(existing, this.tokenOf(existing) ?? authToken));
      if (resumed.kind !== 'not-made') return this.ended(resumed, contract.assignee?.claimedBy ?? null);
      existing = null;
    }
    const at = this.now();
    const begun = beginFunding(existing, { repository, issueNumber, funder: funder.toLowerCase(), satoshis, at });
    if (!begun.ok) return { kind: 'refused', code: begun.error };
    const entry: StoredEscrowEntry = { ...begun.value, leaseUntil: at + ESCROW_LEASE_MS, sealedToken: this.cipher.encrypt(authToken) };
    if (!(await this.ledger.insert(entry))) return { kind: 'refused', code: 'already-funded' };
    return this.ended(await this.transfer.ask(entry, this.stepOf(entry, authToken)), contract.assignee?.claimedBy ?? null);
  }

  private tokenOf(entry: StoredEscrowEntry): string | null {
    return entry.sealedToken === null ? null : this.cipher.decrypt(entry.sealedToken);
  }

  private stepOf(entry: StoredEscrowEntry, authToken: string): EscrowStep {
    const note = `Escrow #${entry.issueNumber}`;
    return { payer: entry.funder, payee: this.settings.escrow.handle, authToken, reference: escrowReference('fund', entry), note, settle: settleFunding };
  }

  private async ended(outcome: EscrowTransferOutcome, claimant: string | null): Promise<FundOutcome> {
    switch (outcome.kind) {
      case 'done': {
        const { entry } = outcome;
        const detail = { satoshis: entry.satoshis, transactionId: entry.fundTransactionId, payee: this.settings.escrow.handle };
        await this.journal.record({ issueNumber: entry.issueNumber, kind: 'escrow-funded', actor: entry.funder, at: this.now(), detail }, [entry.funder, claimant]);
        await this.changed();
        return { kind: 'funded', entry };
      }
      case 'pending-check':
        return { kind: 'pending-check', entry: outcome.entry };
      case 'refused':
        return { kind: 'refused', code: outcome.code };
      case 'not-made':
        return { kind: 'refused', code: 'not-funded' };
    }
  }
}

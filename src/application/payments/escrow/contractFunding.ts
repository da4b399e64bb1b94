import type { Contract } from '../../../domain/contracts/contract';
import { isHeld } from '../../../domain/payments/escrow/escrowLedger';
import type { EscrowLedgerRepository } from '../../../ports/escrowLedger.port';
import type { ContractsView } from '../../contracts/serverContracts';

/**
 * The funded amounts the contracts' answers show ("Funded 0.05 BSV"): the repository's escrow entries that hold a
 * reward, read once and again after each escrow change here (`reload`). The contracts with their funding are made
 * once per contracts version and funding version, so the answers' representations stay cached between changes.
 */
export class ContractFunding {
  private funded: ReadonlyMap<number, number> = new Map();
  private loading: Promise<void> | null = null;
  private version = 0;
  private made: { readonly contracts: readonly Contract[]; readonly version: number; readonly funded: readonly Contract[] } | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly ledger: Pick<EscrowLedgerRepository, 'all'>,
    private readonly repository: string,
  ) {}

  /** Reads the held amounts again and tells the listeners. */
  async reload(): Promise<void> {
    const entries = await this.ledger.all(this.repository);
    this.funded = new Map(entries.filter(isHeld).map((entry) => [entry.issueNumber, entry.satoshis]));
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after each reload; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `view` with each contract's funded amount (read first on the first call). */
  async of(view: ContractsView): Promise<ContractsView> {
    this.loading ??= this.reload().catch(() => {
      this.loading = null;
    });
    await this.loading;
    return this.withFunding(view);
  }

  /** `view` with the funded amounts known now. */
  withFunding(view: ContractsView): ContractsView {
    const contracts = view.contracts;
    if (this.made?.contracts !== contracts || this.made.version !== this.version) {
      const funded = this.funded.size === 0 ? contracts : contracts.map((contract) => this.fundedOf(contract));
      this.made = { contracts, version: this.version, funded };
    }
    return { contracts: this.made.funded, checkedAt: view.checkedAt, fault: view.fault };
  }

  private fundedOf(contract: Contract): Contract {
    const satoshis = this.funded.get(contract.githubIssueNumber);
    return satoshis === undefined ? contract : { ...contract, fundedSatoshis: satoshis };
  }
}

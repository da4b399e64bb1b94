import type { ContractNotice } from '../../domain/contracts/contractNotice';
import type { ContractNotices } from '../../ports/contractNotices.port';

/** Inbox entries about contracts in memory, for tests. */
export class MemoryContractNotices implements ContractNotices {
  readonly notices: ContractNotice[] = [];
  private readonly keys = new Set<string>();

  async send(notice: Omit<ContractNotice, 'id'>, key: string | null): Promise<boolean> {
    if (key !== null && this.keys.has(key)) return false;
    if (key !== null) this.keys.add(key);
    this.notices.push({ ...notice, id: String(this.notices.length + 1) });
    return true;
  }

  async inbox(handle: string): Promise<readonly ContractNotice[]> {
    return this.notices.filter((notice) => notice.to === handle).reverse();
  }
}

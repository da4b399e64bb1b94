import type { ContractNotice, KeptContractNotice } from '../../domain/contracts/contractNotice';
import type { ContractNotices } from '../../ports/contractNotices.port';

/** Inbox entries about contracts in memory, for tests. */
export class MemoryContractNotices implements ContractNotices {
  readonly notices: KeptContractNotice[] = [];
  private readonly keys = new Set<string>();

  async send(notice: Omit<ContractNotice, 'id'>, key: string | null): Promise<boolean> {
    if (key !== null && this.keys.has(key)) return false;
    if (key !== null) this.keys.add(key);
    this.notices.push({ ...notice, id: String(this.notices.length + 1), readAt: null });
    return true;
  }

  async inbox(handle: string): Promise<readonly KeptContractNotice[]> {
    return this.notices.filter((notice) => notice.to === handle).reverse();
  }

  async markRead(handle: string, at: number): Promise<number> {
    let marked = 0;
    for (const [index, notice] of this.notices.entries()) {
      if (notice.to !== handle || notice.readAt !== null) continue;
      this.notices[index] = { ...notice, readAt: at };
      marked += 1;
    }
    return marked;
  }

  async unreadCount(handle: string): Promise<number> {
    return this.notices.filter((notice) => notice.to === handle && notice.readAt === null).length;
  }
}

import type { MintQuota } from '../../ports/mintQuota.port';

/** The daily mint counts in this process (tests and one-process hosts). */
export class MemoryMintQuota implements MintQuota {
  private readonly counts = new Map<string, number>();

  take(account: string, day: number, limit: number): Promise<boolean> {
    const key = `${day}/${account}`;
    const count = this.counts.get(key) ?? 0;
    if (count >= limit) return Promise.resolve(false);
    this.counts.set(key, count + 1);
    return Promise.resolve(true);
  }

  giveBack(account: string, day: number): Promise<void> {
    const key = `${day}/${account}`;
    this.counts.set(key, Math.max(0, (this.counts.get(key) ?? 0) - 1));
    return Promise.resolve();
  }
}

import type { ContractsView } from '../../application/contracts/serverContracts';

/**
 * The contracts' changes as the live stream tells them: the first change after a quiet spell on the next turn of the
 * event loop, the changes after it once `intervalMs` passed since the last one told, each time the view then. A
 * burst of claims is one tag (one representation made), not one per claim and open page. Listens to the contracts
 * while a stream listens.
 */
export class CoalescedChanges {
  private readonly listeners = new Set<(tag: string) => void>();
  private unsubscribe: (() => void) | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private toldAt = Number.NEGATIVE_INFINITY;
  private latest: ContractsView | null = null;

  constructor(
    private readonly contracts: { onChange(listener: (view: ContractsView) => void): () => unknown },
    private readonly intervalMs: number,
    /** What a change is told as (the version's ETag). */
    private readonly tagOf: (view: ContractsView) => string,
  ) {}

  /** Calls `listener` with the tag of the contracts after changes; returns the unsubscribe. */
  listen(listener: (tag: string) => void): () => void {
    this.listeners.add(listener);
    this.unsubscribe ??= this.contracts.onChange((view) => this.changed(view));
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.unsubscribe?.();
      this.unsubscribe = null;
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      this.latest = null;
    };
  }

  private changed(view: ContractsView): void {
    this.latest = view;
    if (this.timer !== null) return;
    this.timer = setTimeout(() => this.tell(), Math.max(0, this.toldAt + this.intervalMs - performance.now()));
  }

  private tell(): void {
    this.timer = null;
    const view = this.latest;
    this.latest = null;
    if (view === null || this.listeners.size === 0) return;
    this.toldAt = performance.now();
    const tag = this.tagOf(view);
    for (const listener of this.listeners) listener(tag);
  }
}

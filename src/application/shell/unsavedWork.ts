/**
 * Whether this page holds work a reload would lose. A feature that keeps such work (the editor's unsaved tabs)
 * registers a check when it loads; a page whose features hold none has no unsaved work.
 */
export class UnsavedWork {
  private readonly checks = new Set<() => boolean>();

  /** Adds a check; the function returned removes it. */
  register(check: () => boolean): () => void {
    this.checks.add(check);
    return () => this.checks.delete(check);
  }

  /** True when any registered check finds unsaved work. */
  exists(): boolean {
    return [...this.checks].some((check) => check());
  }
}

import type { Page } from '@playwright/test';

/** A layout shift the page made without input: its score and what moved. */
export interface LayoutShift {
  readonly at: number;
  readonly value: number;
  readonly moved: readonly string[];
}

interface ShiftWindow {
  __layoutShifts: LayoutShift[];
}

/**
 * Records the page's layout shifts from its first paint (PerformanceObserver 'layout-shift', entries after input
 * left out, as Lighthouse's cumulative layout shift counts them), with the CPU slowed so that data arriving after
 * the first render comes reliably late.
 */
export class LayoutShiftProbe {
  constructor(readonly page: Page) {}

  /** Slows the CPU `rate` times (CDP) and starts recording at the next navigation. Call before `goto`. */
  async install(rate: number): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // Inline callbacks only: a named function in the page would need tsx's __name helper, which the page lacks.
    await this.page.addInitScript(() => {
      const shifts: LayoutShift[] = [];
      (window as unknown as ShiftWindow).__layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] })[]) {
          if (entry.hadRecentInput) continue;
          const moved = (entry.sources ?? []).map(({ node }) =>
            node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : (node?.nodeName ?? '?'),
          );
          shifts.push({ at: Math.round(entry.startTime), value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  /**
   * Waits until the page has settled (no request for 500 ms, no busy placeholder or loading line left, two more
   * frames painted), then gives every shift recorded.
   */
  async settledShifts(): Promise<LayoutShift[]> {
    await this.page.waitForLoadState('networkidle');
    await this.page.waitForFunction(() => document.querySelector('[aria-busy="true"], .load-status') === null);
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return this.page.evaluate(() => (window as unknown as ShiftWindow).__layoutShifts);
  }
}

/** The cumulative layout shift of `shifts`: their scores summed. */
export const cumulativeShift = (shifts: readonly LayoutShift[]): number => shifts.reduce((sum, shift) => sum + shift.value, 0);

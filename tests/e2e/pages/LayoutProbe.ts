import type { Page } from '@playwright/test';

/** A control of the menu bar whose box leaves the bar. */
export interface Overhang {
  readonly control: string;
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** Measures what a person sees of the page's layout: sideways scroll and the menu bar's controls. */
export class LayoutProbe {
  constructor(readonly page: Page) {}

  /** How many pixels the page scrolls sideways (0 when it does not). */
  sidewaysScroll(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  /** The visible controls and texts of the menu bar that stick out of it, or are taller than it (wrapped). */
  menuBarOverhangs(): Promise<Overhang[]> {
    return this.page.evaluate(() => {
      const bar = document.querySelector('header.menu-bar');
      if (bar === null) return [{ control: 'no menu bar', top: 0, bottom: 0, left: 0, right: 0 }];
      const box = bar.getBoundingClientRect();
      const controls = [...bar.querySelectorAll<HTMLElement>('a, button, [role="status"], .sandbox-badge')].filter(
        (element) => element.getClientRects().length > 0 && element.closest('.menu-bar-nav-open, [role="alert"]') === null,
      );
      return controls
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        .filter(({ rect }) => rect.top < box.top || rect.bottom > box.bottom || rect.left < box.left || rect.right > box.right)
        .map(({ element, rect }) => ({
          control: element.getAttribute('aria-label') ?? element.textContent ?? element.tagName,
          top: Math.round(rect.top - box.top),
          bottom: Math.round(rect.bottom - box.bottom),
          left: Math.round(rect.left - box.left),
          right: Math.round(rect.right - box.right),
        }));
    });
  }

  /** Whether each text is shown whole, not cut with an ellipsis or clipped by its box. */
  clippedTexts(selector: string): Promise<string[]> {
    return this.page.locator(selector).evaluateAll((elements) =>
      elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent ?? ''),
    );
  }
}

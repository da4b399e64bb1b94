import type { BrowserNavigation } from '../../ports/browserNavigation.port';

/** Navigates the browser tab itself. */
export class WindowNavigation implements BrowserNavigation {
  assign(url: string): void {
    window.location.assign(url);
  }
}

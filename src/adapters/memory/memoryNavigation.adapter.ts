import type { BrowserNavigation } from '../../ports/browserNavigation.port';

/** A BrowserNavigation that goes nowhere and remembers where it was sent. */
export class MemoryNavigation implements BrowserNavigation {
  readonly assigned: string[] = [];

  assign(url: string): void {
    this.assigned.push(url);
  }
}

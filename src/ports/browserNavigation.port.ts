import { token, type Token } from './token';
/** Leaving the app for another page (the wallet's authorize page), as the address bar does. */
export interface BrowserNavigation {
  /** Loads `url` in this tab, replacing the app; the current page stays in the history. */
  assign(url: string): void;
}

export const BrowserNavigation: Token<BrowserNavigation> = token<BrowserNavigation>('BrowserNavigation');

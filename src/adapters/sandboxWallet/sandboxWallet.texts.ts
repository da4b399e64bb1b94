/** The sandbox wallet's own page (served by the app's server on the embedded default). */
/** The banner at the top of the page: the wallet is not real (the menu bar says the same; a test keeps them equal). */
export const SANDBOX_WALLET_LABEL = 'Sandbox wallet — not a real HandCash wallet';
export const SANDBOX_AUTHORIZE_TITLE = 'SANDBOX wallet: authorize the workbench';
export const SANDBOX_AUTHORIZE_LEAD =
  'This page is a stand-in served by the workbench itself so sign-in works offline. No real wallet, money or account is involved. Pick a sample account to sign in as.';
export const SANDBOX_DECLINE_LABEL = 'Decline';
export const SANDBOX_UNKNOWN_APP_TEXT = 'This sandbox wallet only authorizes the app id';

/** A sandbox account's balance on the authorize page (play money: it changes with sandbox purchases and dividends). */
export const sandboxBalanceText = (bsv: string): string => `sandbox balance ${bsv} BSV`;

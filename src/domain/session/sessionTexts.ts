/** Labels of the sign-in controls and pages that the spec does not word; the spec's own texts are in sessionConstants. */

/** The accessible name of the menu bar's account control. */
export const ACCOUNT_CONTROL_LABEL = 'Account';
export const SIGN_IN_LABEL = 'Sign in with HandCash';
export const SIGN_OUT_LABEL = 'Sign out';
/** Closes the menu bar's sign-in notice. */
export const DISMISS_NOTICE_LABEL = 'Dismiss';
export const REDIRECTING_LABEL = 'Opening HandCash…';
/** The short visible badge beside the menu bar's status while the sandbox wallet stands in for HandCash. */
export const SANDBOX_BADGE_LABEL = 'Sandbox';

export const CALLBACK_PENDING_TEXT = 'Completing sign-in with HandCash…';
export const CALLBACK_FAILED_TITLE = 'Sign-in did not complete';
export const CALLBACK_RETURN_LINK = 'Back to the workbench';

/** The sandbox wallet's own page (served by the app's server on the embedded default). */
export const SANDBOX_AUTHORIZE_TITLE = 'SANDBOX wallet: authorize the workbench';
export const SANDBOX_AUTHORIZE_LEAD =
  'This page is a stand-in served by the workbench itself so sign-in works offline. No real wallet, money or account is involved. Pick a sample account to sign in as.';
export const SANDBOX_DECLINE_LABEL = 'Decline';
export const SANDBOX_UNKNOWN_APP_TEXT = 'This sandbox wallet only authorizes the app id';

/** Labels of the menu bar's account control that the spec does not word; the spec's own texts are in sessionConstants. */

/** The accessible name of the menu bar's account control. */
export const ACCOUNT_CONTROL_LABEL = 'Account';
export const SIGN_IN_LABEL = 'Sign in with HandCash';
export const SIGN_OUT_LABEL = 'Sign out';
/** Closes the menu bar's sign-in notice. */
export const DISMISS_NOTICE_LABEL = 'Dismiss';
export const REDIRECTING_LABEL = 'Opening HandCash…';
/** The short visible badge beside the menu bar's status while the sandbox wallet stands in for HandCash. */
export const SANDBOX_BADGE_LABEL = 'Sandbox';

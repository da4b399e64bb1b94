/** Texts of the sign-in callback page. */
export const CALLBACK_PENDING_TEXT = 'Completing sign-in with HandCash…';
export const CALLBACK_FAILED_TITLE = 'Sign-in did not complete';
export const CALLBACK_RETURN_LINK = 'Back to the workbench';

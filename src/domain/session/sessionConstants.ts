/** The user session's fixed numbers and values (spec section 7); its messages are the UI's (`session.texts.ts`). */

/** Login waits this long before it sends the browser to the wallet. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/** The generic handle of a user nobody could name; a profile with it never makes a session. */
export const PLACEHOLDER_HANDLE = 'handcash_user';

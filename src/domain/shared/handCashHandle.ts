/** The code of the rule, wherever a HandCash handle is stored and the one given is not one. */
export const HANDCASH_HANDLE_RULE = 'invalid-handcash-handle';

/** The most characters a handle has (after the `$` is dropped). */
export const HANDCASH_HANDLE_MAX_LENGTH = 50;

/** A HandCash handle: letters, digits, `_`, `-` and `.`, 1 to 50 characters. */
const HANDLE = new RegExp(`^[A-Za-z0-9_.-]{1,${HANDCASH_HANDLE_MAX_LENGTH}}$`);

/** A HandCash handle as stored: trimmed, without leading `$` signs (`$audit` and `audit` are one person). */
export const normalizeHandCashHandle = (handle: string): string => handle.trim().replace(/^\$+/, '').trim();

/** Whether `handle`, once normalized (`normalizeHandCashHandle`), is a HandCash handle. */
export const isHandCashHandle = (handle: string): boolean => HANDLE.test(normalizeHandCashHandle(handle));

/**
 * Whether a free contact text (an email, a GitHub username or a HandCash handle) keeps the handle rule: a contact
 * written as a handle (starting with `$`) must be one; anything else is left to the other rules.
 */
export const isContactHandleKept = (contact: string): boolean => !contact.trim().startsWith('$') || isHandCashHandle(contact);

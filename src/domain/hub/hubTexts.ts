/** Texts every hub page shares. */

/** Explains the asterisk that marks a required field. */
export const REQUIRED_FIELDS_NOTE = 'Fields marked * are required.';

/** Read after the text of a link that opens another site in a new tab. */
export const OPENS_IN_NEW_TAB = '(opens in a new tab)';

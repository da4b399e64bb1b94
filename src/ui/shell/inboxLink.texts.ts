/** Texts of the menu bar's inbox link, which loads once someone is signed in. */

/** The menu bar's inbox link (signed in only): `Inbox` with the count of briefs and unread contract notices beside it. */
export const INBOX_LINK_LABEL = 'Inbox';
/** Its accessible name: `Inbox, 2 briefs, 1 unread notice` (a count not known, or no unread notice, is not named). */
export const inboxLinkName = (briefs: number | null, notices: number | null): string =>
  [INBOX_LINK_LABEL, ...(briefs === null ? [] : [`${briefs} brief${briefs === 1 ? '' : 's'}`]), ...(notices ? [`${notices} unread notice${notices === 1 ? '' : 's'}`] : [])].join(', ');

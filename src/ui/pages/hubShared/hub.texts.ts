import type { CatalogError } from '../../../ports/catalogError';
import type { SubmissionStatus } from '../../../application/hub/submissionForm';
import type { HubBoardError } from '../../../ports/hubBoard.port';

/** Texts every hub page shares. */

/** Explains the asterisk that marks a required field. */
export const REQUIRED_FIELDS_NOTE = 'Fields marked * are required.';

/** Read after the text of a link that opens another site in a new tab. */
export const OPENS_IN_NEW_TAB = '(opens in a new tab)';

/** While a page's data is on its way: `Loading templates…`. */
export const loadingLabel = (what: string): string => `Loading ${what}…`;

/** Why a page's data is missing, by the port's failure code: `The templates could not be loaded…`. */
export const LOAD_FAILURE_MESSAGES: Readonly<Record<CatalogError['code'], (what: string) => string>> = {
  unavailable: (what) => `The ${what} could not be loaded. Check your connection and try again.`,
  'malformed-response': (what) => `The ${what} arrived in a form this page cannot read. Try again later.`,
};

export const RETRY_LABEL = 'Try again';

/** Why a form was not accepted when no field is at fault; the typed text stays in the form. */
export const SUBMISSION_FAILURE_MESSAGES: Readonly<Record<Exclude<SubmissionStatus, 'editing' | 'submitting' | 'succeeded'>, string>> = {
  unavailable: 'The server could not be reached, so nothing was sent. Your text is kept; try again in a moment.',
  'not-signed-in': 'Sign in with HandCash to send this form. Your text is kept.',
  'not-found': 'This offer is no longer open, so nothing was sent. Your text is kept.',
};

/** Shown on the submit button's status line while a form is being sent. */
export const SUBMITTING_LABEL = 'Sending…';

/** What a form's status line and failure alert read for a status; `success` is the feature's own message. */
export function submissionStatusTexts(status: SubmissionStatus, success: string): { readonly status: string; readonly failure?: string } {
  switch (status) {
    case 'succeeded':
      return { status: success };
    case 'submitting':
      return { status: SUBMITTING_LABEL };
    case 'editing':
      return { status: '' };
    default:
      return { status: '', failure: SUBMISSION_FAILURE_MESSAGES[status] };
  }
}

/** Why a posted offer or commission could not be withdrawn or closed, by the board's failure code. */
export const POSTING_END_FAILURES: Readonly<Record<HubBoardError['code'], string>> = {
  'not-signed-in': 'Sign in with HandCash again to change your postings.',
  forbidden: 'Only the person who posted it can change it.',
  'not-found': 'It was already withdrawn or closed.',
  unavailable: 'The server could not be reached, so nothing changed. Try again in a moment.',
};

/** Why a list of postings could not be read, by the board's failure code. */
export const postingsLoadFailure = (what: string): string => `The ${what} could not be loaded. Check your connection and try again.`;

/** Who posted something: `Posted by $alice`. */
export const postedByLabel = (handle: string): string => `Posted by $${handle}`;

/** `23 Nov 2026`, in UTC so every visitor reads the same day. */
export const postedDateLabel = (epochMs: number): string =>
  new Date(epochMs).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

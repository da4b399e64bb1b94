import { SESSION_ERROR_MESSAGES } from '../../ui/shell/session.texts';

/** The server's words for a request without a usable session (a 401): the spec's, as the pages say them. */
export const NOT_SIGNED_IN_MESSAGES = {
  none: SESSION_ERROR_MESSAGES['not-authenticated']({ code: 'not-authenticated' }),
  'authentication-expired': SESSION_ERROR_MESSAGES['authentication-expired']({ code: 'authentication-expired' }),
} as const;

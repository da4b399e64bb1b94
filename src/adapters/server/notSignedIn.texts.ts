/** The server's words for a request without a usable session (a 401), from the spec's error catalogue. */
export const NOT_SIGNED_IN_MESSAGES = {
  none: 'Not authenticated',
  'authentication-expired': 'Authentication expired, please login again',
} as const;

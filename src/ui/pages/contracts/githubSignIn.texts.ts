/** Why GitHub sign-in linked nothing, by the code the server's callback named (`?github-sign-in-refused=`). */
export const GITHUB_SIGN_IN_REFUSALS: Readonly<Record<string, string>> = {
  'github-state-missing': 'GitHub sign-in failed: GitHub’s answer did not carry the sign-in it belongs to. Try again.',
  'github-state-invalid': 'GitHub sign-in failed: that sign-in was already used or was started elsewhere. Try again.',
  'github-state-expired': 'GitHub sign-in took too long and expired. Try again.',
  'github-access-denied': 'GitHub sign-in was declined on GitHub.',
  'github-code-missing': 'GitHub sign-in failed: GitHub sent no authorization code. Try again.',
  'github-code-refused': 'GitHub sign-in failed: GitHub did not accept the authorization. Try again.',
  'github-unavailable': 'GitHub could not be reached to finish signing in. Try again in a moment.',
  'github-login-linked-elsewhere':
    'That GitHub login is linked to another HandCash account. Sign out of GitHub there first: one GitHub login belongs to one HandCash account at a time.',
  'github-sign-in-not-configured': 'GitHub sign-in is not configured on this server.',
  'not-authenticated': 'Sign in with HandCash first, then with GitHub.',
};
export const GITHUB_SIGN_IN_REFUSED_FALLBACK = 'GitHub sign-in failed. Try again.';

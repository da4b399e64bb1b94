/** Labels of the contract's details and claim dialogs, which load on first opening (not with the page). */
export const CONTRACT_DIALOG_TEXTS = {
  requiredSkills: 'Required skills',
  deliverables: 'Deliverables',
  noSkills: 'No particular skills listed.',
  noDeliverables: 'No checklist in the issue.',
  viewIssue: 'View the issue on GitHub',
  signInPrompt: 'Sign in to claim this contract.',
  signInGitHub: 'Sign in with GitHub',
  signInGoogle: 'Sign in with Google',
  signInHandCash: 'Sign in with HandCash',
  claimThisContract: 'Claim this contract',
  claimDialogTitle: 'Claim contract',
  githubUsername: 'GitHub username',
  handcashHandle: 'HandCash handle',
  estimatedDays: 'Estimated days',
  daysSuffix: 'days',
  submitClaim: 'Claim',
  cancel: 'Cancel',
} as const;

/** What the GitHub and Google buttons say when they cannot sign in (`GitHubSignInError` codes for GitHub). */
export const SIGN_IN_NOTICES = {
  googleNotOffered: 'Google sign-in is not offered. Sign in with HandCash to claim this contract.',
  githubNeedsHandCash: 'Sign in with HandCash first; Sign in with GitHub then links your GitHub login to that session.',
  'not-signed-in': 'Your HandCash session has ended. Sign in with HandCash, then with GitHub.',
  'not-configured': 'GitHub sign-in is not configured on this server, so no contract can be claimed here: a claim needs a GitHub login linked by signing in with GitHub.',
  unavailable: 'GitHub sign-in could not start. Try again in a moment.',
} as const;

/** The GitHub login linked to the HandCash session, and how to unlink it. */
export const GITHUB_IDENTITY_TEXTS = {
  signedInAs: 'Signed in with GitHub as',
  signOut: 'Sign out of GitHub',
  linkLead: 'Sign in with GitHub to claim: your claim records the GitHub login you sign in with.',
  linkedLoginHint: 'Your linked GitHub login: only its pull requests, opened after the claim, complete the contract for you (Sign out of GitHub to change it).',
  claimNeedsLink:
    'A claim is made as your GitHub login, proven by signing in with GitHub: a typed username is not accepted. Sign in with GitHub, then claim.',
} as const;

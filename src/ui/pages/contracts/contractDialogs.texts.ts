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

/** Why a sign-in provider's button does nothing yet, and what to use instead. */
export const providerNotAvailableText = (provider: string): string =>
  `Signing in with ${provider} is not available yet. Sign in with HandCash to claim this contract.`;

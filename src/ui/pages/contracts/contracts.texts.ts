/** Copy of the contracts page that the spec does not word. */

/** Why a sign-in provider's button does nothing yet, and what to use instead. */
export const providerNotAvailableText = (provider: string): string =>
  `Signing in with ${provider} is not available yet. Sign in with HandCash to claim this contract.`;

/** The sandbox GitHub sign-in page (served by the app's server on the embedded default). */
export const SANDBOX_GITHUB_LABEL = 'Sandbox GitHub sign-in — not the real GitHub';
export const SANDBOX_GITHUB_TITLE = 'SANDBOX GitHub: authorize the workbench';
export const SANDBOX_GITHUB_LEAD =
  'This page is a stand-in served by the workbench itself so GitHub sign-in works offline. No real GitHub account is involved. Pick a sample GitHub login to link to your session.';
export const SANDBOX_GITHUB_DECLINE_LABEL = 'Decline';
export const sandboxGitHubSignInText = (login: string): string => `Sign in as ${login}`;

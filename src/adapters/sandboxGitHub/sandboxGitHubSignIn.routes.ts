import { Hono } from 'hono';
import { GITHUB_IDENTITY_CALLBACK_PATH } from '../http/githubIdentityPaths';
import { SANDBOX_GITHUB_LOGINS, sandboxGitHubCode } from './sandboxGitHubOAuth';
import { escapeHtml } from '../sandboxWallet/htmlEscape';
import { sandboxPageShell } from '../sandboxWallet/sandboxPageShell';
import { SANDBOX_GITHUB_DECLINE_LABEL, SANDBOX_GITHUB_LABEL, SANDBOX_GITHUB_LEAD, SANDBOX_GITHUB_TITLE, sandboxGitHubSignInText } from './sandboxGitHubSignIn.texts';

const PAGE_STYLE =
  'font:15px/1.5 system-ui,sans-serif;background:#0d1117;color:#e6edf3;margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center';
const BANNER_STYLE = 'align-self:stretch;background:#ffcc00;color:#1a1a1a;text-align:center;font-weight:700;padding:6px 12px';
const LINK_STYLE = 'display:block;padding:10px 14px;margin:8px 0;border:1px solid #30363d;border-radius:6px;color:#58a6ff;text-decoration:none';

/** The app's GitHub callback with `parameters`: the only place this page sends anyone (no open redirect). */
const callbackUrl = (parameters: Readonly<Record<string, string>>): string =>
  `${GITHUB_IDENTITY_CALLBACK_PATH}?${new URLSearchParams(parameters).toString()}`;

/**
 * The sandbox GitHub authorize page: a banner and title saying it is a sandbox, the sample logins as links back to
 * the app's callback with their code and the `state` it was given, and Decline (GitHub's `access_denied`). Static
 * HTML with no script; every dynamic text is escaped.
 */
export function sandboxGitHubAuthorizePage(state: string): string {
  const logins = SANDBOX_GITHUB_LOGINS.map((login) => {
    const href = callbackUrl({ code: sandboxGitHubCode(login), state });
    return `<li><a style="${LINK_STYLE}" href="${escapeHtml(href)}">${escapeHtml(sandboxGitHubSignInText(login))}</a></li>`;
  }).join('');
  const decline = callbackUrl({ error: 'access_denied', state });
  return sandboxPageShell(
    SANDBOX_GITHUB_TITLE,
    { page: PAGE_STYLE, banner: BANNER_STYLE },
    `<main style="max-width:560px;padding:24px">
<h1>${escapeHtml(SANDBOX_GITHUB_TITLE)}</h1>
<p>${escapeHtml(SANDBOX_GITHUB_LEAD)}</p>
<ul style="list-style:none;padding:0">${logins}</ul>
<p><a style="${LINK_STYLE}" href="${escapeHtml(decline)}">${escapeHtml(SANDBOX_GITHUB_DECLINE_LABEL)}</a></p>
</main>`,
    SANDBOX_GITHUB_LABEL,
  );
}

/** The sandbox GitHub sign-in, served on the embedded default only: `GET /authorize?state=…`. */
export function sandboxGitHubSignInRoutes(): Hono {
  const routes = new Hono();
  routes.get('/authorize', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(sandboxGitHubAuthorizePage(c.req.query('state') ?? ''));
  });
  return routes;
}

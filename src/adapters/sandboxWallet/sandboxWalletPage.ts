import { ROUTE_PATHS } from '../../domain/app/routePaths';
import { SANDBOX_APP_ID } from '../config/serverConstants';
import {
  SANDBOX_AUTHORIZE_LEAD,
  SANDBOX_AUTHORIZE_TITLE,
  SANDBOX_DECLINE_LABEL,
  SANDBOX_UNKNOWN_APP_TEXT,
  sandboxBalanceText,
} from './sandboxWallet.texts';
import { escapeHtml } from './htmlEscape';
import { formatBsv } from '../../domain/payments/bsvAmount';
import { sandboxPageShell } from './sandboxPageShell';
import { SANDBOX_ACCOUNTS, sandboxToken } from './sandboxAccounts';

const callbackUrl = (parameters: Readonly<Record<string, string>>): string =>
  `${ROUTE_PATHS.authCallback}?${new URLSearchParams(parameters).toString()}`;

/** Where "Decline" sends the person: the callback with the error HandCash reports for a refusal. */
export const SANDBOX_DECLINE_URL = callbackUrl({ error: 'access_denied', error_description: 'User declined' });

const PAGE_STYLE =
  'font:15px/1.5 system-ui,sans-serif;background:#1e1e1e;color:#e6e6e6;margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center';
const BANNER_STYLE = 'align-self:stretch;background:#ffcc00;color:#1a1a1a;text-align:center;font-weight:700;padding:6px 12px';
const LINK_STYLE = 'display:block;padding:10px 14px;margin:8px 0;border:1px solid #3c3c3c;border-radius:6px;color:#4fc1ff;text-decoration:none';

/** A sandbox account's money as the page shows it. */
export type SandboxBalances = () => readonly { readonly handle: string; readonly balanceSatoshis: number }[];

function accountList(balances: SandboxBalances | null): string {
  const money = new Map((balances?.() ?? []).map((entry) => [entry.handle, entry.balanceSatoshis]));
  return SANDBOX_ACCOUNTS.map((account) => {
    const href = callbackUrl({ authToken: sandboxToken(account) });
    const balance = money.get(account.handle);
    const note = balance === undefined ? '' : ` · ${escapeHtml(sandboxBalanceText(formatBsv(balance)))}`;
    return `<li><a style="${LINK_STYLE}" href="${escapeHtml(href)}">Sign in as <strong>${escapeHtml(account.handle)}</strong> (${escapeHtml(account.displayName)})${note}</a></li>`;
  }).join('');
}

/**
 * The sandbox wallet's authorize page: a banner and title saying it is a sandbox, the sample accounts as
 * links back to the app's callback with their token (with each account's sandbox balance when known), and Decline. Static HTML with no script (the CSP
 * allows none inline); every dynamic text is escaped. An unknown app id gets only the refusal.
 */
export function sandboxAuthorizePage(appId: string | undefined, balances: SandboxBalances | null = null): string {
  const known = appId === SANDBOX_APP_ID;
  const body = known
    ? `<p>${escapeHtml(SANDBOX_AUTHORIZE_LEAD)}</p><p>App id: <code>${escapeHtml(appId)}</code></p><ul style="list-style:none;padding:0">${accountList(balances)}</ul>`
    : `<p role="alert">${escapeHtml(SANDBOX_UNKNOWN_APP_TEXT)} <code>${escapeHtml(SANDBOX_APP_ID)}</code>; it was asked for <code>${escapeHtml(appId ?? '(none)')}</code>.</p>`;
  return sandboxPageShell(
    SANDBOX_AUTHORIZE_TITLE,
    { page: PAGE_STYLE, banner: BANNER_STYLE },
    `<main style="max-width:560px;padding:24px">
<h1>${escapeHtml(SANDBOX_AUTHORIZE_TITLE)}</h1>
${body}
<p><a style="${LINK_STYLE}" href="${escapeHtml(SANDBOX_DECLINE_URL)}">${escapeHtml(SANDBOX_DECLINE_LABEL)}</a></p>
</main>`,
  );
}

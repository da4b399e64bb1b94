import type { ApiTokenScope } from '../../../domain/apiTokens/apiToken';
import type { ApiTokenDeskError } from '../../../ports/apiTokenDesk.port';

/** The words of the personal API tokens page (`/settings/tokens`). */
export const API_TOKEN_TEXTS = {
  lead: 'Personal API tokens let a script act for you on this site’s API: send one as `Authorization: Bearer <token>`. Give each only the scopes it needs; revoke it when it is done.',
  signedOut: 'Sign in to make and manage your personal API tokens.',
  loading: 'Loading your tokens…',
  retry: 'Try again',
  formHeading: 'New token',
  name: 'Name',
  scopes: 'Scopes',
  create: 'Make token',
  listHeading: 'Your tokens',
  listLabel: 'Your personal API tokens',
  empty: 'You have no tokens yet.',
  secretNotice: 'Copy your new token now: it will not be shown again.',
  secretLabel: 'New token',
  revoke: 'Revoke',
  neverUsed: 'never used',
} as const;

/** What each scope lets a token do. */
export const SCOPE_TEXTS: Readonly<Record<ApiTokenScope, string>> = {
  read: 'read — your own data (every GET)',
  claim: 'claim — claim and release contracts',
  pay: 'pay — pay contract rewards, set automatic payouts',
  market: 'market — list, buy, mint and pay dividends on the exchange',
};

/** Why a command or the list failed, by code, and by rule when the server refused a request. */
export function tokenErrorText(error: ApiTokenDeskError): string {
  switch (error.code) {
    case 'not-signed-in':
      return API_TOKEN_TEXTS.signedOut;
    case 'not-found':
      return 'That token was already revoked.';
    case 'refused':
      return TOKEN_RULE_TEXTS[error.rule ?? ''] ?? 'The server refused that token request.';
    default:
      return 'The server could not be reached. Check your connection and try again.';
  }
}

const TOKEN_RULE_TEXTS: Readonly<Record<string, string>> = {
  'token-name-required': 'Give the token a name.',
  'token-name-too-long': 'The name can be at most 60 characters.',
  'token-scopes-required': 'Choose at least one scope.',
  'unknown-token-scope': 'Choose scopes from the list.',
  'too-many-tokens': 'You have 20 tokens already: revoke one first.',
};

/** A token's line of facts: its scopes, when it was made, last used and when it expires. */
export const tokenFacts = (scopes: readonly string[], createdAt: number, lastUsedAt: number | null, expiresAt: number): string =>
  `${scopes.join(', ')} · made ${formatClaimTime(createdAt)} · ${lastUsedAt === null ? API_TOKEN_TEXTS.neverUsed : `last used ${formatClaimTime(lastUsedAt)}`} · expires ${formatClaimTime(expiresAt)}`;

export const revokeLabel = (name: string): string => `Revoke ${name}`;

/** A time as the contracts pages write it: `2026-11-23 12:00 UTC`. */
const formatClaimTime = (epochMs: number): string => `${new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

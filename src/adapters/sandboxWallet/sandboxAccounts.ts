import { createHash } from 'node:crypto';
import type { Profile } from '../../domain/session/session';

/** A sample person of the sandbox wallet. */
export interface SandboxAccount {
  readonly handle: string;
  readonly displayName: string;
}

/** The sample people the sandbox wallet offers; every name says "sandbox" so none passes for a real account. */
export const SANDBOX_ACCOUNTS: readonly SandboxAccount[] = [
  { handle: 'sandbox_alice', displayName: 'Alice (sandbox)' },
  { handle: 'sandbox_bob', displayName: 'Bob (sandbox)' },
  { handle: 'sandbox_carol', displayName: 'Carol (sandbox)' },
];

/**
 * The platform's escrow wallet on the embedded default: funded rewards are paid into it, and it pays claimants and
 * refunds funders. Not offered at sign-in; it pays with its own token (`sandboxToken`).
 */
export const SANDBOX_ESCROW_ACCOUNT: SandboxAccount = { handle: 'sandbox_escrow', displayName: 'Escrow (sandbox)' };

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The auth token of a sandbox account: 64 hex digits, shaped like a real HandCash auth token (a private
 * key). Derived from the handle, so a session stays valid across server restarts. Public: it is a sandbox.
 */
export const sandboxToken = (account: SandboxAccount): string => sha256(`sandbox:${account.handle}`);

/** The profile of a sandbox account; the paymail is on the reserved `.invalid` domain. */
export const sandboxProfile = (account: SandboxAccount): Profile => ({
  handle: account.handle,
  paymail: `${account.handle}@sandbox.invalid`,
  publicKey: sha256(`sandbox-id:${account.handle}`).slice(0, 24),
  avatarUrl: '',
  displayName: account.displayName,
});

/** The account whose token this is, or null. */
export const findSandboxAccount = (token: string): SandboxAccount | null =>
  SANDBOX_ACCOUNTS.find((account) => sandboxToken(account) === token.toLowerCase()) ?? null;

/** The account that pays with this token: a sample person, or the escrow wallet; null for any other token. */
export const findPayingAccount = (token: string): SandboxAccount | null =>
  findSandboxAccount(token) ?? (sandboxToken(SANDBOX_ESCROW_ACCOUNT) === token.toLowerCase() ? SANDBOX_ESCROW_ACCOUNT : null);

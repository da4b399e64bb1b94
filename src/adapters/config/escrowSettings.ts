import { err, ok, type Result } from '../../domain/shared/result';
import { SANDBOX_ESCROW_ACCOUNT, sandboxToken } from '../sandboxWallet/sandboxAccounts';

/** The environment variables of the escrow wallet (docs/configuration.md). */
export interface EscrowEnvironment {
  /** The HandCash handle of the platform's escrow wallet, which funded rewards are paid into. */
  readonly ESCROW_HANDLE?: string;
  /** That wallet's auth token, with which the server pays claimants and refunds funders out of it. */
  readonly HANDCASH_ESCROW_AUTH_TOKEN?: string;
}

/** The escrow wallet: who receives fundings (without `$`) and the token that pays out of it. */
export interface EscrowSettings {
  readonly handle: string;
  readonly authToken: string;
}

const HANDLE = /^[A-Za-z0-9_.-]{1,50}$/;
const TOKEN = /^[0-9a-f]{64}$/i;

type EscrowVariable = keyof EscrowEnvironment;

/**
 * The escrow wallet: both variables, or on the embedded default the sandbox's escrow account (so funding, payout
 * and refund work with no account); null in live mode without them (funding answers 503). One without the other is
 * an error naming the missing variable.
 */
export function resolveEscrowSettings(env: EscrowEnvironment, embedded: boolean): Result<EscrowSettings | null, { variable: EscrowVariable; message: string }> {
  const handle = env.ESCROW_HANDLE?.trim().replace(/^\$/, '') ?? '';
  const authToken = env.HANDCASH_ESCROW_AUTH_TOKEN?.trim() ?? '';
  if (handle === '' && authToken === '') return ok(embedded ? { handle: SANDBOX_ESCROW_ACCOUNT.handle, authToken: sandboxToken(SANDBOX_ESCROW_ACCOUNT) } : null);
  if (!HANDLE.test(handle)) return err({ variable: 'ESCROW_HANDLE', message: 'must be a HandCash handle (letters, digits, _ . -), set with HANDCASH_ESCROW_AUTH_TOKEN' });
  if (!TOKEN.test(authToken)) return err({ variable: 'HANDCASH_ESCROW_AUTH_TOKEN', message: 'must be the escrow wallet’s auth token (64 hex digits), set with ESCROW_HANDLE' });
  return ok({ handle: handle.toLowerCase(), authToken });
}

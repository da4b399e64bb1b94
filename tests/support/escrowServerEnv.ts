import { SANDBOX_ESCROW_ACCOUNT, sandboxToken } from '../../src/adapters/sandboxWallet/sandboxAccounts';

/** The environment of a test server whose escrow wallet is the sandbox's, with `maintainer` as the operator's maintainer. */
export const escrowServerEnv = (maintainer: string) => ({
  MAINTAINER_HANDLES: maintainer,
  BSV_PER_BAPP: '0.00005',
  WRITE_RATE_LIMIT: '0',
  ESCROW_HANDLE: SANDBOX_ESCROW_ACCOUNT.handle,
  HANDCASH_ESCROW_AUTH_TOKEN: sandboxToken(SANDBOX_ESCROW_ACCOUNT),
});

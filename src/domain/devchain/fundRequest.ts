import { err, ok, type Result } from '../shared/result';
import { FAUCET_DEFAULT_SATOSHIS, isFaucetAmount } from './devchainLimits';

/** Why the Chain panel does not send a faucet request: no address typed, or an amount outside the faucet's limits. */
export type FundRequestError = { readonly code: 'address-empty' } | { readonly code: 'amount-invalid' };

/** A faucet request as the Chain panel sends it. */
export interface FundRequest {
  readonly address: string;
  readonly satoshis: number;
}

/**
 * Reads the Chain panel's address and amount fields: the address trimmed (the server decides whether it is one), the
 * amount a whole number of satoshis within the faucet's limits (`isFaucetAmount`), the default when left blank.
 */
export function parseFundRequest(addressText: string, amountText: string): Result<FundRequest, FundRequestError> {
  const address = addressText.trim();
  if (address === '') return err({ code: 'address-empty' });
  const amount = amountText.trim().replace(/[,_\s]/g, '');
  if (amount === '') return ok({ address, satoshis: FAUCET_DEFAULT_SATOSHIS });
  if (!/^\d{1,16}$/.test(amount) || !isFaucetAmount(Number(amount))) return err({ code: 'amount-invalid' });
  return ok({ address, satoshis: Number(amount) });
}

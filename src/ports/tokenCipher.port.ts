import { token, type Token } from './token';

/**
 * Seals secrets at rest (wallet auth tokens in sessions and payments). `encrypt` returns an opaque text that
 * only the same key opens; `decrypt` returns the plaintext, or null for a text this key did not make (tampered,
 * another key, malformed). Never throws for bad input.
 */
export interface TokenCipher {
  encrypt(plaintext: string): string;
  decrypt(sealed: string): string | null;
}

export const TokenCipher: Token<TokenCipher> = token<TokenCipher>('TokenCipher');

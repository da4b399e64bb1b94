import type { TokenCipher } from '../../ports/tokenCipher.port';

const SEAL = 'sealed:';

/** A deterministic, readable stand-in for the token cipher (tests): it seals as `sealed:<plaintext>` and opens only that. */
export class PlainTokenCipher implements TokenCipher {
  encrypt(plaintext: string): string {
    return `${SEAL}${plaintext}`;
  }

  decrypt(sealed: string): string | null {
    return sealed.startsWith(SEAL) ? sealed.slice(SEAL.length) : null;
  }
}

import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { TokenCipher } from '../../ports/tokenCipher.port';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Encrypts wallet auth tokens at rest with AES-256-GCM: `v1.<iv>.<ciphertext+tag>` (base64url), a fresh
 * random IV each time. The key is 32 bytes (`sessionKey.ts`).
 */
export class AesTokenCipher implements TokenCipher {
  /** Made once: a raw key given to each cipher would be prepared again for every token. */
  private readonly key: KeyObject;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('The session key must be 32 bytes');
    this.key = createSecretKey(key);
  }

  /** A key from a secret phrase (`SESSION_SECRET`): its SHA-256. */
  static fromSecret(secret: string): AesTokenCipher {
    return new AesTokenCipher(createHash('sha256').update(`workbench-session:${secret}`).digest());
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  /** The plaintext, or null when the text was not made by this key (tampered, another key, malformed). */
  decrypt(sealed: string): string | null {
    const [version, ivText, bodyText] = sealed.split('.');
    if (version !== VERSION || ivText === undefined || bodyText === undefined) return null;
    const iv = Buffer.from(ivText, 'base64url');
    const body = Buffer.from(bodyText, 'base64url');
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, iv);
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

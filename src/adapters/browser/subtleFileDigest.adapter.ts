import type { FileDigest } from '../../ports/fileDigest.port';

/** SHA-256 through the platform's Web Crypto (`crypto.subtle`), available on localhost and HTTPS pages. */
export class SubtleFileDigest implements FileDigest {
  async sha256Hex(bytes: Uint8Array): Promise<string> {
    const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
}

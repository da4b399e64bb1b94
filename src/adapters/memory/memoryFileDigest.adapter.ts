import type { FileDigest } from '../../ports/fileDigest.port';

/**
 * A stand-in digest for tests: 64 hex digits made from the bytes by a small non-cryptographic hash, the same for
 * the same bytes. Tests that need real SHA-256 values use `SubtleFileDigest`.
 */
export class MemoryFileDigest implements FileDigest {
  sha256Hex(bytes: Uint8Array): Promise<string> {
    let hash = 0x811c9dc5;
    for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
    const word = (hash >>> 0).toString(16).padStart(8, '0');
    return Promise.resolve(word.repeat(8));
  }
}

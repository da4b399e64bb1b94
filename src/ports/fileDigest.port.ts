import { token, type Token } from './token';

/** Digests of file contents. */
export interface FileDigest {
  /** The SHA-256 digest of `bytes`, as 64 lower-case hex digits. Rejects only on a platform failure (a bug). */
  sha256Hex(bytes: Uint8Array): Promise<string>;
}

export const FileDigest: Token<FileDigest> = token<FileDigest>('FileDigest');

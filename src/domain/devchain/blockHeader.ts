/**
 * The devchain's block headers (issue 37): the 80 bytes Bitcoin hashes, with a real merkle root and the previous
 * block's hash, but no proof of work: the target is regtest's easiest (`bits` 0x207fffff) and the nonce is 0,
 * never searched. The header's hash (double SHA-256) is the adapter's.
 */

/** Regtest's easiest target: every hash meets it in spirit; the devchain does not check it. */
export const DEVCHAIN_BITS = 0x207fffff;

/** The header version the devchain writes. */
export const DEVCHAIN_BLOCK_VERSION = 1;

/** The hash of the block before the first. */
export const NO_PREVIOUS_BLOCK = '0'.repeat(64);

/** What a header says. Hashes are hex as the chain shows them (reversed bytes); `time` is in seconds. */
export interface BlockHeaderFields {
  readonly version: number;
  readonly previousHash: string;
  readonly merkleRoot: string;
  readonly time: number;
  readonly bits: number;
  readonly nonce: number;
}

/** A 32-bit number as four little-endian bytes, hex. */
const uint32Le = (value: number): string => {
  const bytes: string[] = [];
  for (let index = 0; index < 4; index += 1) bytes.push(((value >>> (8 * index)) & 0xff).toString(16).padStart(2, '0'));
  return bytes.join('');
};

/** Hex with its bytes in reverse order (display order to internal order, and back). */
export function reverseHex(hex: string): string {
  let reversed = '';
  for (let index = hex.length - 2; index >= 0; index -= 2) reversed += hex.slice(index, index + 2);
  return reversed;
}

/** The 80-byte header as hex (160 digits), as Bitcoin serializes it. */
export const serializeHeader = (header: BlockHeaderFields): string =>
  uint32Le(header.version) + reverseHex(header.previousHash) + reverseHex(header.merkleRoot) + uint32Le(header.time) + uint32Le(header.bits) + uint32Le(header.nonce);

import { createHash } from 'node:crypto';
import { BigNumber, ECDSA, TransactionSignature, type PublicKey, type Script, type Signature, type Spend } from '@bsv/sdk';
import { verify as libsecp256k1Verify } from 'tiny-secp256k1';
import { compressedKey } from './parsedPublicKeys';

/**
 * The last step of `OP_CHECKSIG` in the SDK's interpreter, on libsecp256k1 (issue 37's acceptance rate). `Spend` runs
 * every opcode, checks both encodings and computes the sighash preimage as always (`TransactionSignature.formatBytes`,
 * with its cache); only the elliptic-curve arithmetic moves from the SDK's pure-JS `ECDSA.verify` to Bitcoin's
 * reference library compiled to WebAssembly (`tiny-secp256k1`, several times faster). libsecp256k1's "valid" is
 * taken; its "invalid" (or an input it refuses to read) is confirmed by the SDK's own `ECDSA.verify`, so a refusal is
 * always the SDK's word. High S is accepted as the SDK accepts it (the interpreter's encoding checks rule on S).
 */

/** The fields of a `Spend` the sighash needs (declared private in the SDK's types, public at run time). */
interface SpendFields {
  readonly sourceTXID: string;
  readonly sourceOutputIndex: number;
  readonly sourceSatoshis: number;
  readonly transactionVersion: number;
  readonly otherInputs: unknown;
  readonly outputs: unknown;
  readonly inputIndex: number;
  readonly inputSequence: number;
  readonly lockTime: number;
  readonly sigHashCache: unknown;
}

/** A signature as libsecp256k1's 64 bytes (r then s, big-endian). Throws when r or s does not fit. */
function compact(signature: Signature): Uint8Array {
  return Uint8Array.from([...signature.r.toArray('be', 32), ...signature.s.toArray('be', 32)]);
}

/** Whether `signature` signs the double SHA-256 of `preimage` for `pubkey`, as the SDK's `ECDSA.verify` decides. */
export function verifyPreimageSignature(preimage: Uint8Array, signature: Signature, pubkey: PublicKey): boolean {
  const digest = createHash('sha256').update(createHash('sha256').update(preimage).digest()).digest();
  try {
    if (libsecp256k1Verify(digest, compressedKey(pubkey), compact(signature))) return true;
  } catch {
    // A key or signature libsecp256k1 will not read: the SDK decides below.
  }
  return ECDSA.verify(new BigNumber([...digest]), signature, pubkey);
}

/** `Spend.verifySignature` with the same preimage and libsecp256k1's verification (the SDK's for its SIGHASH_SINGLE bug). */
function verifySignature(this: SpendFields, sig: TransactionSignature, pubkey: PublicKey, subscript: Script): boolean {
  const params = {
    sourceTXID: this.sourceTXID,
    sourceOutputIndex: this.sourceOutputIndex,
    sourceSatoshis: this.sourceSatoshis,
    transactionVersion: this.transactionVersion,
    otherInputs: this.otherInputs,
    outputs: this.outputs,
    inputIndex: this.inputIndex,
    subscript,
    inputSequence: this.inputSequence,
    lockTime: this.lockTime,
    scope: sig.scope,
    cache: this.sigHashCache,
  } as unknown as Parameters<typeof TransactionSignature.formatBytes>[0];
  if (TransactionSignature.usesOtdaSingleBug(params)) return ECDSA.verify(new BigNumber([1, ...new Array<number>(31).fill(0)]), sig, pubkey);
  return verifyPreimageSignature(TransactionSignature.formatBytes(params), sig, pubkey);
}

/** Gives one `Spend` the libsecp256k1-backed signature check; everything else it runs is the SDK's. */
export function withFastSignatures(spend: Spend): Spend {
  return Object.assign(spend, { verifySignature });
}

import { err, ok, type Result } from '../shared/result';
import type { TransactionFormat } from './decodedTransaction';

/** Why whole bytes of hex are not laid out as a transaction; the view words each code. */
export type TransactionLayoutError =
  /** The bytes end inside the transaction: a count or a length asks for more than there is. */
  | { readonly code: 'cut-short'; readonly bytes: number }
  /** Bytes follow the transaction's lock time. */
  | { readonly code: 'bytes-left-over'; readonly extraBytes: number };

const EXTENDED_MARKER = '0000000000ef';
const OUTPOINT_BYTES = 36;
const SEQUENCE_BYTES = 4;
const SATOSHIS_BYTES = 8;
const VERSION_BYTES = 4;
const LOCK_TIME_BYTES = 4;

/** A cursor over lower-case hex, in bytes; reading past the end moves it past the end, never throws. */
class Cursor {
  position = 0;
  constructor(private readonly hex: string) {}

  get length(): number {
    return this.hex.length / 2;
  }

  get overrun(): boolean {
    return this.position > this.length;
  }

  skip(bytes: number): void {
    this.position += bytes;
  }

  /** A Bitcoin variable-length integer; an 8-byte one may lose precision, but only past any real length. */
  varInt(): number {
    const first = this.byte();
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : first === 0xff ? 8 : 0;
    let value = width === 0 ? first : 0;
    for (let index = 0; index < width; index += 1) value += this.byte() * 2 ** (8 * index);
    return value;
  }

  private byte(): number {
    const at = this.position * 2;
    this.position += 1;
    return at + 2 <= this.hex.length ? parseInt(this.hex.slice(at, at + 2), 16) : 0;
  }
}

/** Reads `count` items, each by `item`, stopping as soon as the bytes run out (so a huge count costs nothing). */
function each(cursor: Cursor, item: () => void): void {
  const count = cursor.varInt();
  for (let index = 0; index < count && !cursor.overrun; index += 1) item();
}

/**
 * Whether `hex` (lower-case, whole bytes) is laid out as one transaction, plain or in the extended format (BRC-30,
 * marked after the version): every count and length fits in the bytes, and the lock time is the last of them. It
 * checks the shape only, not the scripts, so a decoder is never asked to read what is not there.
 */
export function transactionLayout(hex: string): Result<TransactionFormat, TransactionLayoutError> {
  const cursor = new Cursor(hex);
  const format: TransactionFormat = hex.slice(VERSION_BYTES * 2, VERSION_BYTES * 2 + EXTENDED_MARKER.length) === EXTENDED_MARKER ? 'extended' : 'raw';
  cursor.skip(VERSION_BYTES + (format === 'extended' ? EXTENDED_MARKER.length / 2 : 0));
  each(cursor, () => {
    cursor.skip(OUTPOINT_BYTES);
    cursor.skip(cursor.varInt() + SEQUENCE_BYTES);
    if (format === 'extended') {
      cursor.skip(SATOSHIS_BYTES);
      cursor.skip(cursor.varInt());
    }
  });
  each(cursor, () => {
    cursor.skip(SATOSHIS_BYTES);
    cursor.skip(cursor.varInt());
  });
  cursor.skip(LOCK_TIME_BYTES);
  if (cursor.overrun) return err({ code: 'cut-short', bytes: cursor.length });
  if (cursor.position < cursor.length) return err({ code: 'bytes-left-over', extraBytes: cursor.length - cursor.position });
  return ok(format);
}

/**
 * The length in bytes of each input's unlocking script, in input order, for hex already accepted by
 * `transactionLayout`. An input whose unlocking script is empty is not signed.
 */
export function unlockingScriptLengths(hex: string): readonly number[] {
  const cursor = new Cursor(hex);
  const extended = hex.slice(VERSION_BYTES * 2, VERSION_BYTES * 2 + EXTENDED_MARKER.length) === EXTENDED_MARKER;
  cursor.skip(VERSION_BYTES + (extended ? EXTENDED_MARKER.length / 2 : 0));
  const lengths: number[] = [];
  each(cursor, () => {
    cursor.skip(OUTPOINT_BYTES);
    const length = cursor.varInt();
    lengths.push(length);
    cursor.skip(length + SEQUENCE_BYTES);
    if (extended) {
      cursor.skip(SATOSHIS_BYTES);
      cursor.skip(cursor.varInt());
    }
  });
  return lengths;
}

import { err, ok, type Result } from '../shared/result';
import { transactionLayout, type TransactionLayoutError } from './transactionLayout';

/**
 * The fewest bytes a transaction can have: version (4), one-byte input and output counts, lock time (4). Shorter
 * hex cannot be a transaction whatever its digits.
 */
export const MIN_TRANSACTION_BYTES = 10;

/** Why pasted text is no transaction's hex, before any decoding (its layout included); the view words each code. */
export type TransactionHexError =
  | { readonly code: 'empty' }
  | { readonly code: 'not-hex'; readonly position: number; readonly character: string }
  | { readonly code: 'odd-length'; readonly digits: number }
  | { readonly code: 'too-short'; readonly bytes: number }
  | TransactionLayoutError;

const WHITESPACE = /\s+/g;
const NOT_HEX_DIGIT = /[^0-9a-f]/i;

/**
 * Raw transaction hex as pasted or read from a `.hex` file: whitespace (line breaks included) is dropped, digits
 * are lower-cased. Refused with a code when nothing is left, when a character is no hex digit (its 1-based
 * position in the text without whitespace), when the digits are odd in number, or when they make fewer than
 * `MIN_TRANSACTION_BYTES` bytes, or when the bytes are not laid out as a transaction (`transactionLayout`).
 */
export function parseTransactionHex(text: string): Result<string, TransactionHexError> {
  const digits = text.replace(WHITESPACE, '');
  if (digits.length === 0) return err({ code: 'empty' });
  const bad = NOT_HEX_DIGIT.exec(digits);
  if (bad !== null) return err({ code: 'not-hex', position: bad.index + 1, character: bad[0] });
  if (digits.length % 2 !== 0) return err({ code: 'odd-length', digits: digits.length });
  if (digits.length / 2 < MIN_TRANSACTION_BYTES) return err({ code: 'too-short', bytes: digits.length / 2 });
  const hex = digits.toLowerCase();
  const layout = transactionLayout(hex);
  return layout.ok ? ok(hex) : layout;
}

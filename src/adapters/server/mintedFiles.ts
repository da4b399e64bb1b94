import { createHash } from 'node:crypto';
import { itemFilesToKeep, type ItemFile, type ItemFilesRefusal } from '../../domain/exchange/itemFiles';
import { err, ok, type Result } from '../../domain/shared/result';
import type { MintRequest } from '../wire/mintRequest.schema';

/** A mint's body may carry its files' text: 1 MB of text escaped as JSON (a newline is two bytes), and the form. */
export const MINT_REQUEST_BODY_BYTES = 2 * 1024 * 1024 + 64 * 1024;

/** Why a mint's files cannot be kept: a limit (413), or text that is not what was digested (422). */
export type MintedFilesRefusal = ItemFilesRefusal | { readonly code: 'item-file-digest-mismatch'; readonly fileName: string };

/** The HTTP status of each refusal: over a size limit 413, anything else 422. */
export const MINTED_FILES_STATUS: Readonly<Record<MintedFilesRefusal['code'], 413 | 422>> = {
  'item-file-too-large': 413,
  'item-files-too-large': 413,
  'item-files-too-many': 413,
  'item-file-not-text': 422,
  'item-files-incomplete': 422,
  'item-file-digest-mismatch': 422,
};

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The files a mint asks to keep, checked before anything is minted: within the limits (`itemFilesToKeep`), and each
 * text's UTF-8 SHA-256 the digest the item records, so the files kept are the files minted. Null: no text was sent.
 */
export function mintedFilesOf(body: MintRequest): Result<readonly ItemFile[] | null, MintedFilesRefusal> {
  const kept = itemFilesToKeep(body.files);
  if (!kept.ok || kept.value === null) return kept;
  const mismatch = body.files.find((file) => file.content !== undefined && sha256Hex(file.content) !== file.sha256);
  return mismatch === undefined ? ok(kept.value) : err({ code: 'item-file-digest-mismatch', fileName: mismatch.name });
}

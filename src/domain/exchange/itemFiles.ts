import { err, ok, type Result } from '../shared/result';
import { holdsNulCharacter } from '../shared/storableText';
import { MINT_MAX_FILE_BYTES, MINT_MAX_FILES, MINT_MAX_TOTAL_BYTES } from './mintRules';

/** A code file of an item minted here, as kept by the server: its name and its text. */
export interface ItemFile {
  readonly name: string;
  readonly content: string;
}

/** A file as a mint carries it: its name, and its text when the page sent it. */
export interface OfferedItemFile {
  readonly name: string;
  readonly content?: string | undefined;
}

/**
 * Why a mint's files cannot be kept, each naming its rule: a file over 256 KB of UTF-8 (`item-file-too-large`),
 * all of them over 1 MB (`item-files-too-large`), more than 20 (`item-files-too-many`), a text holding NUL
 * (`item-file-not-text`), or text sent for some files but not all (`item-files-incomplete`).
 */
export type ItemFilesRefusal =
  | { readonly code: 'item-file-too-large'; readonly fileName: string }
  | { readonly code: 'item-files-too-large' }
  | { readonly code: 'item-files-too-many' }
  | { readonly code: 'item-file-not-text'; readonly fileName: string }
  | { readonly code: 'item-files-incomplete' };

/** The limits of the files kept for an item minted here: the mint's own (at most 20 files, 256 KB each, 1 MB in all). */
export const ITEM_FILES_LIMITS = { files: MINT_MAX_FILES, fileBytes: MINT_MAX_FILE_BYTES, totalBytes: MINT_MAX_TOTAL_BYTES } as const;

/** The length of `text` encoded as UTF-8, in bytes (a lone surrogate counts as U+FFFD: 3 bytes, as encoders write it). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length && isLowSurrogate(text.charCodeAt(index + 1))) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * The files to keep for an item minted with `files`: none (null) when the mint carries no text, else every file with
 * its text, checked against `ITEM_FILES_LIMITS` in this order: count, text (NUL), each file's size, the total.
 */
export function itemFilesToKeep(files: readonly OfferedItemFile[]): Result<readonly ItemFile[] | null, ItemFilesRefusal> {
  const carried = files.filter((file) => file.content !== undefined);
  if (carried.length === 0) return ok(null);
  if (carried.length < files.length) return err({ code: 'item-files-incomplete' });
  if (files.length > ITEM_FILES_LIMITS.files) return err({ code: 'item-files-too-many' });
  const kept = files.map((file) => ({ name: file.name, content: file.content ?? '' }));
  let total = 0;
  for (const file of kept) {
    if (holdsNulCharacter(file.content) || holdsNulCharacter(file.name)) return err({ code: 'item-file-not-text', fileName: file.name });
    const bytes = utf8ByteLength(file.content);
    if (bytes > ITEM_FILES_LIMITS.fileBytes) return err({ code: 'item-file-too-large', fileName: file.name });
    total += bytes;
  }
  return total > ITEM_FILES_LIMITS.totalBytes ? err({ code: 'item-files-too-large' }) : ok(kept);
}

/** The name of the zip of an item's files: its name in lower case, runs of other characters as one dash (`fast-parser.zip`). */
export function archiveNameOf(itemName: string): string {
  const slug = itemName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug === '' ? 'item' : slug}.zip`;
}

import type { CodeType } from './listing';

/** A code file as chosen: its name and size in bytes. */
export interface MintFileDraft {
  readonly name: string;
  readonly size: number;
}

/** The mint form as typed: text as entered, so nothing is lost when a check fails. */
export interface MintDraft {
  readonly name: string;
  readonly description: string;
  readonly codeType: string;
  readonly language: string;
  readonly files: readonly MintFileDraft[];
  readonly supply: string;
  readonly price: string;
  readonly revenueSharePercent: number;
  /** The creator's royalty on every resale, a whole percent from 0 to 10 (absent: 0). */
  readonly royaltyPercent?: number;
}

/** The form's fields, each of which an error names. */
export type MintField = 'name' | 'description' | 'codeType' | 'language' | 'files' | 'supply' | 'price' | 'revenueShare' | 'royalty';

/** Why a field was refused; the UI maps each code to its message. */
export type MintErrorCode =
  | 'name-required'
  | 'description-required'
  | 'code-type-unknown'
  | 'language-unknown'
  | 'file-type-not-accepted'
  | 'file-too-large'
  | 'too-many-files'
  /** All the files together are over the mint's total (1 MB). */
  | 'files-too-large'
  /** A file is not UTF-8 text (or holds NUL): only text is kept and shown. */
  | 'file-not-text'
  | 'supply-required'
  | 'supply-not-whole-number'
  | 'supply-not-positive'
  | 'price-required'
  | 'price-not-number'
  | 'price-not-positive'
  | 'price-too-many-decimals'
  | 'revenue-share-out-of-range'
  | 'royalty-out-of-range'
  /** A text (or a file's name) holds the NUL character, which no kept text may hold. */
  | 'nul-character';

/** One refused field; file errors also name the file. */
export interface MintFieldError {
  readonly field: MintField;
  readonly code: MintErrorCode;
  readonly fileName?: string;
}

/** A draft that passed every check, with its numbers read. */
export interface MintRequest {
  readonly name: string;
  readonly description: string;
  readonly codeType: CodeType;
  readonly language: string;
  readonly files: readonly MintFileDraft[];
  readonly supply: number;
  /** In BSV. */
  readonly price: number;
  /** Percent of revenue to token holders; the creator keeps the rest. */
  readonly revenueSharePercent: number;
  /** The creator's royalty on every resale, a whole percent from 0 to 10 (absent: 0). */
  readonly royaltyPercent?: number;
}

/** A file to be minted with its SHA-256 digest, in lower-case hex. */
export interface HashedMintFile extends MintFileDraft {
  readonly sha256: string;
  /** The file's text, kept by the server with the minted item (absent: the item's files are not kept). */
  readonly content?: string;
}

/** What will be minted: the checked request with each file's digest. */
export interface MintPreview extends Omit<MintRequest, 'files'> {
  readonly files: readonly HashedMintFile[];
}

import type { CodeType } from './listing';

/** The revenue sharing slider's range and start, in percent to token holders (spec section 5). */
export const REVENUE_SHARE_PERCENT = { min: 10, max: 90, initial: 70 } as const;
/** Mint cost (spec section 9), in BSV. */
export const MINT_COST_BSV = 0.001;
/** A token price has at most this many decimals (1 satoshi is 0.00000001 BSV). */
export const PRICE_MAX_DECIMALS = 8;
/** At most this many code files per mint. */
export const MINT_MAX_FILES = 20;
/** Each code file is at most 256 KB: the server keeps a minted item's files (their text), so they are bounded. */
export const MINT_MAX_FILE_BYTES = 256 * 1024;
/** All of a mint's code files together are at most 1 MB. */
export const MINT_MAX_TOTAL_BYTES = 1024 * 1024;
/** The file types the upload accepts: the spec's list plus .jsx, .tsx, .json and .md. */
export const MINT_FILE_EXTENSIONS = ['.js', '.ts', '.sol', '.rs', '.go', '.py', '.jsx', '.tsx', '.json', '.md'] as const;
/** The code type choices, in the spec's order. */
export const MINT_CODE_TYPES: readonly CodeType[] = ['app', 'contract', 'library', 'snippet'];
/** The primary language choices (spec section 5). */
export const MINT_LANGUAGES = ['JavaScript', 'TypeScript', 'Solidity', 'Rust', 'Go', 'Python'] as const;

/** True when `percent` is a whole number within the slider's range (10 to 90). */
export function isRevenueShareInRange(percent: number): boolean {
  return Number.isInteger(percent) && percent >= REVENUE_SHARE_PERCENT.min && percent <= REVENUE_SHARE_PERCENT.max;
}

/** The creator's share when token holders get `holdersPercent`. */
export const creatorSharePercent = (holdersPercent: number): number => 100 - holdersPercent;

/** The extension of a file name, lower case with its dot (`.ts`), or '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** True when the file's extension is one the upload accepts. */
export const isAcceptedFileName = (fileName: string): boolean =>
  (MINT_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));

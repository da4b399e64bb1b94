import { ROYALTY_PERCENT } from '../../../domain/exchange/market/royaltyRules';
/** Copy of the Mint NFT form (spec sections 3, 5 and 9) and the table of its error messages. */
import type { CodeType } from '../../../domain/exchange/listing';
import type { MintErrorCode, MintField, MintFieldError } from '../../../domain/exchange/mintDraft';
import {
  MINT_COST_BSV,
  MINT_FILE_EXTENSIONS,
  MINT_MAX_FILES,
  PRICE_MAX_DECIMALS,
  REVENUE_SHARE_PERCENT,
} from '../../../domain/exchange/mintRules';
import type { PortfolioError } from '../../../ports/portfolio.port';
import { nulCharacterMessage } from '../../shared/storableText.texts';
import { BSV_UNIT, MINTING_NOT_CONNECTED } from './exchange.texts';

export const TOKEN_PRICE_STEP = 0.001;
export const TOKEN_PRICE_PLACEHOLDER = '0.001';
export const INITIAL_SUPPLY_PLACEHOLDER = '1000';
export const UPLOAD_HINT = 'Supports .js, .ts, .sol, .rs, .go, .py and more';
export const UPLOAD_LIMITS = `Accepted: ${MINT_FILE_EXTENSIONS.join(' ')}; each file at most 256 KB, at most ${MINT_MAX_FILES} files, 1 MB in all. The files' text is kept with the item, for View Source and Download.`;
export const MINT_COST_TEXT = `Minting cost: ${MINT_COST_BSV} ${BSV_UNIT}`;
export const CHOSEN_FILES_LABEL = 'Chosen files';

/** The code type choices, labelled as the spec lists them. */
export const CODE_TYPE_LABELS: Readonly<Record<CodeType, string>> = {
  app: 'Application',
  contract: 'Smart Contract',
  library: 'Library',
  snippet: 'Code Snippet',
};

/** Labels of the mint form's fields, in the order of spec section 3 ("Mint form"). */
export const MINT_FIELD_LABELS: Readonly<Record<MintField, string>> = {
  name: 'Project name',
  description: 'Description',
  codeType: 'Code type',
  language: 'Primary language',
  files: 'Code files',
  supply: 'Initial token supply',
  price: 'Token price (BSV)',
  revenueShare: 'Revenue sharing',
  royalty: 'Creator royalty on resales (%)',
};
/** Under the royalty field: what it does, in the one payment of each resale. */
export const ROYALTY_HINT = `0 to ${ROYALTY_PERCENT.max} %: every resale pays you this share of its price, in the same payment as the seller and the fee.`;
/** The royalty as the preview states it. */
export const royaltyText = (percent: number): string => (percent === 0 ? 'None' : `${percent}% of every resale to the creator`);
export const MINT_FORM_TITLE = 'Mint a Code NFT';
export const MINT_SUBMIT_LABEL = 'Mint Code NFT';
export const MINT_ERRORS_TITLE = 'Please correct these fields:';

/** How the slider's value splits revenue: `70% to token holders, 30% to creator`. */
export function revenueSplitText(holdersPercent: number): string {
  return `${holdersPercent}% to token holders, ${100 - holdersPercent}% to creator`;
}

const L = MINT_FIELD_LABELS;
const MESSAGES: Readonly<Record<Exclude<MintErrorCode, 'nul-character'>, (fileName: string) => string>> = {
  'name-required': () => `${L.name} is required.`,
  'description-required': () => `${L.description} is required.`,
  'code-type-unknown': () => `${L.codeType} must be one of the listed types.`,
  'language-unknown': () => `${L.language} must be one of the listed languages.`,
  'file-type-not-accepted': (file) => `${L.files}: ${file} is not an accepted type (${MINT_FILE_EXTENSIONS.join(' ')}).`,
  'file-too-large': (file) => `${L.files}: ${file} is larger than 256 KB.`,
  'too-many-files': () => `${L.files}: choose at most ${MINT_MAX_FILES} files.`,
  'files-too-large': () => `${L.files}: together they are larger than 1 MB.`,
  'file-not-text': (file) => `${L.files}: ${file} is not UTF-8 text.`,
  'supply-required': () => `${L.supply} is required.`,
  'supply-not-whole-number': () => `${L.supply} must be a whole number.`,
  'supply-not-positive': () => `${L.supply} must be greater than 0.`,
  'price-required': () => `${L.price} is required.`,
  'price-not-number': () => `${L.price} must be a number, like ${TOKEN_PRICE_PLACEHOLDER}.`,
  'price-not-positive': () => `${L.price} must be greater than 0.`,
  'price-too-many-decimals': () => `${L.price} can have at most ${PRICE_MAX_DECIMALS} decimals.`,
  'revenue-share-out-of-range': () =>
    `${L.revenueShare} must be between ${REVENUE_SHARE_PERCENT.min}% and ${REVENUE_SHARE_PERCENT.max}%.`,
  'royalty-out-of-range': () => `${L.royalty} must be a whole number from ${ROYALTY_PERCENT.min} to ${ROYALTY_PERCENT.max}.`,
};

/** A NUL character's message names the field (a file's name cannot be shown: it holds the character). */
const nulCharacterText = (field: MintField): string => nulCharacterMessage(field === 'files' ? `${L.files}: a file name` : L[field]);

/** The message of one refused field; it starts with the field's label. */
export const mintErrorText = (error: MintFieldError): string =>
  error.code === 'nul-character' ? nulCharacterText(error.field) : MESSAGES[error.code](error.fileName ?? '');

/** The preview of what will be minted. */
export const PREVIEW_TEXTS = {
  title: 'What will be minted',
  confirm: 'Confirm mint',
  edit: 'Edit',
  noFiles: 'No code files',
  sha256: 'SHA-256',
  bytes: (size: string) => `${size} bytes`,
  preparing: 'Preparing the preview…',
  minting: 'Minting…',
} as const;

/** What a mint outcome says. */
export const MINT_OUTCOME_TEXTS: Readonly<Record<PortfolioError['code'], string>> = {
  'minting-not-available': MINTING_NOT_CONNECTED,
  'trading-not-available': 'This server does not trade tokens; nothing was minted.',
  'signed-out': 'Sign in with HandCash to mint: minting uses your wallet.',
  'portfolio-unavailable': 'The minter could not be reached; nothing was minted. Try again later.',
  'mint-refused': 'The minter refused this item; nothing was minted. Check the form, wait a moment and try again.',
  'mint-daily-limit': 'You have reached today’s limit of mints through the app’s minter; nothing was minted. You can mint again after midnight (UTC).',
};
export const mintedText = (itemId: string): string => `Minted: item ${itemId}.`;
export const VIEW_ITEM_LABEL = 'View the item';

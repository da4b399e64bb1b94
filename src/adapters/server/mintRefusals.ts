import type { MintErrorCode, MintFieldError } from '../../domain/exchange/mintDraft';
import { MINT_FILE_EXTENSIONS, MINT_MAX_FILES, PRICE_MAX_DECIMALS, REVENUE_SHARE_PERCENT } from '../../domain/exchange/mintRules';

/** The mint form's field labels, as the page shows them. */
const LABELS = {
  name: 'Project name',
  description: 'Description',
  codeType: 'Code type',
  language: 'Primary language',
  files: 'Code files',
  supply: 'Initial token supply',
  price: 'Token price (BTC)',
  revenueShare: 'Revenue sharing',
} as const;

/**
 * The mint API's words for a refused field (a 400's `errors[].message`; `code` carries the domain's code). The
 * browser words codes itself (`mint.texts.ts` beside the exchange views); these match it for API clients, and a
 * test holds the two tables equal.
 */
const REFUSALS: Readonly<Record<MintErrorCode, (fileName: string) => string>> = {
  'name-required': () => `${LABELS.name} is required.`,
  'description-required': () => `${LABELS.description} is required.`,
  'code-type-unknown': () => `${LABELS.codeType} must be one of the listed types.`,
  'language-unknown': () => `${LABELS.language} must be one of the listed languages.`,
  'file-type-not-accepted': (file) => `${LABELS.files}: ${file} is not an accepted type (${MINT_FILE_EXTENSIONS.join(' ')}).`,
  'file-too-large': (file) => `${LABELS.files}: ${file} is larger than 1 MB.`,
  'too-many-files': () => `${LABELS.files}: choose at most ${MINT_MAX_FILES} files.`,
  'supply-required': () => `${LABELS.supply} is required.`,
  'supply-not-whole-number': () => `${LABELS.supply} must be a whole number.`,
  'supply-not-positive': () => `${LABELS.supply} must be greater than 0.`,
  'price-required': () => `${LABELS.price} is required.`,
  'price-not-number': () => `${LABELS.price} must be a number, like 0.001.`,
  'price-not-positive': () => `${LABELS.price} must be greater than 0.`,
  'price-too-many-decimals': () => `${LABELS.price} can have at most ${PRICE_MAX_DECIMALS} decimals.`,
  'revenue-share-out-of-range': () =>
    `${LABELS.revenueShare} must be between ${REVENUE_SHARE_PERCENT.min}% and ${REVENUE_SHARE_PERCENT.max}%.`,
};

/** The message of one refused field; it starts with the field's label. */
export const mintRefusal = (error: MintFieldError): string => REFUSALS[error.code](error.fileName ?? '');

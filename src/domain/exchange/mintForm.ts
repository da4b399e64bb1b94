import { BTC_UNIT } from './exchangeConstants';
import type { CodeType } from './listing';

/** Hints of the mint form (spec section 5); none of them is enforced. */
export const REVENUE_SHARE_PERCENT = { min: 10, max: 90, initial: 70 } as const;
export const TOKEN_PRICE_STEP = 0.001;
export const TOKEN_PRICE_PLACEHOLDER = '0.001';
export const INITIAL_SUPPLY_PLACEHOLDER = '1000';
export const UPLOAD_HINT = 'Supports .js, .ts, .sol, .rs, .go, .py and more';
/** Shown next to the Mint button (spec section 9). */
export const MINT_COST_BTC = 0.001;
export const MINT_COST_TEXT = `Minting cost: ${MINT_COST_BTC} ${BTC_UNIT}`;

/** The code type choices, labelled as the spec lists them. */
export const CODE_TYPE_OPTIONS: readonly { readonly value: CodeType; readonly label: string }[] = [
  { value: 'app', label: 'Application' },
  { value: 'contract', label: 'Smart Contract' },
  { value: 'library', label: 'Library' },
  { value: 'snippet', label: 'Code Snippet' },
];
export const LANGUAGE_OPTIONS = ['JavaScript', 'TypeScript', 'Solidity', 'Rust', 'Go', 'Python'] as const;

/** Labels of the mint form's fields, in the order of spec section 3 ("Mint form"). */
export const MINT_FIELD_LABELS = {
  name: 'Project name',
  description: 'Description',
  codeType: 'Code type',
  language: 'Primary language',
  files: 'Code files',
  supply: 'Initial token supply',
  price: 'Token price (BTC)',
  revenueShare: 'Revenue sharing',
} as const;
export const MINT_FORM_TITLE = 'Mint a Code NFT';
export const MINT_SUBMIT_LABEL = 'Mint Code NFT';
/** Shown in the page when Mint is pressed: the spec wires Mint to no call (section 7). */
export const MINT_NOT_CONNECTED_NOTE = 'Minting is not connected yet in this demonstration: no token was created.';

/** How the slider's value splits revenue: `70% to token holders, 30% to creator`. */
export function revenueSplitText(holdersPercent: number): string {
  return `${holdersPercent}% to token holders, ${100 - holdersPercent}% to creator`;
}

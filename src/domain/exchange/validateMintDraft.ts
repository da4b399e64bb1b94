import { isRoyaltyPercent, ROYALTY_PERCENT } from './market/royaltyRules';
import { err, ok, type Result } from '../shared/result';
import { holdsNulCharacter } from '../shared/storableText';
import type { CodeType } from './listing';
import type { MintDraft, MintFieldError, MintRequest } from './mintDraft';
import { validateMintFiles } from './mintFiles';
import { validatePrice, validateSupply } from './mintNumbers';
import { isRevenueShareInRange, MINT_CODE_TYPES, MINT_LANGUAGES } from './mintRules';

const isCodeType = (value: string): value is CodeType => (MINT_CODE_TYPES as readonly string[]).includes(value);

/**
 * Checks a draft: name and description required; a known code type and language; files of accepted types, each at
 * most 256 KB, at most 20, together at most 1 MB; supply a positive whole number; price above 0 with at most 8 decimals; revenue share 10
 * to 90; no text nor file name holds the NUL character. Returns the request, or every refused field in the form's order.
 */
export function validateMintDraft(draft: MintDraft): Result<MintRequest, readonly MintFieldError[]> {
  const errors: MintFieldError[] = [];
  if (holdsNulCharacter(draft.name)) errors.push({ field: 'name', code: 'nul-character' });
  else if (draft.name.trim() === '') errors.push({ field: 'name', code: 'name-required' });
  if (holdsNulCharacter(draft.description)) errors.push({ field: 'description', code: 'nul-character' });
  else if (draft.description.trim() === '') errors.push({ field: 'description', code: 'description-required' });
  if (!isCodeType(draft.codeType)) errors.push({ field: 'codeType', code: 'code-type-unknown' });
  if (!(MINT_LANGUAGES as readonly string[]).includes(draft.language)) errors.push({ field: 'language', code: 'language-unknown' });
  errors.push(...validateMintFiles(draft.files));
  const supply = validateSupply(draft.supply);
  if (!supply.ok) errors.push({ field: 'supply', code: supply.error });
  const price = validatePrice(draft.price);
  if (!price.ok) errors.push({ field: 'price', code: price.error });
  if (!isRevenueShareInRange(draft.revenueSharePercent)) errors.push({ field: 'revenueShare', code: 'revenue-share-out-of-range' });
  const royaltyPercent = draft.royaltyPercent ?? ROYALTY_PERCENT.initial;
  if (!isRoyaltyPercent(royaltyPercent)) errors.push({ field: 'royalty', code: 'royalty-out-of-range' });
  if (errors.length > 0 || !supply.ok || !price.ok || !isCodeType(draft.codeType)) return err(errors);
  return ok({
    name: draft.name.trim(),
    description: draft.description.trim(),
    codeType: draft.codeType,
    language: draft.language,
    files: draft.files,
    supply: supply.value,
    price: price.value,
    revenueSharePercent: draft.revenueSharePercent,
    royaltyPercent,
  });
}

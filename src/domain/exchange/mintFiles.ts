import { holdsNulCharacter } from '../shared/storableText';
import type { MintFieldError, MintFileDraft } from './mintDraft';
import { isAcceptedFileName, MINT_MAX_FILE_BYTES, MINT_MAX_FILES, MINT_MAX_TOTAL_BYTES } from './mintRules';

/**
 * Every file whose name holds the NUL character (not named: the name cannot be shown), of a refused type or over
 * 256 KB, by name, then one error when there are more than 20 files and one when together they are over 1 MB.
 */
export function validateMintFiles(files: readonly MintFileDraft[]): readonly MintFieldError[] {
  const errors: MintFieldError[] = [];
  for (const file of files) {
    if (holdsNulCharacter(file.name)) errors.push({ field: 'files', code: 'nul-character' });
    else if (!isAcceptedFileName(file.name)) errors.push({ field: 'files', code: 'file-type-not-accepted', fileName: file.name });
    else if (file.size > MINT_MAX_FILE_BYTES) errors.push({ field: 'files', code: 'file-too-large', fileName: file.name });
  }
  if (files.length > MINT_MAX_FILES) errors.push({ field: 'files', code: 'too-many-files' });
  if (files.reduce((total, file) => total + file.size, 0) > MINT_MAX_TOTAL_BYTES) errors.push({ field: 'files', code: 'files-too-large' });
  return errors;
}

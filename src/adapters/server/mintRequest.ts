import type { MintFieldError, MintPreview } from '../../domain/exchange/mintDraft';
import { validateMintDraft } from '../../domain/exchange/validateMintDraft';
import { err, ok, type Result } from '../../domain/shared/result';
import type { MintRequest } from '../wire/mintRequest.schema';

/**
 * The body checked under the page's own rules (`validateMintDraft`): what will be minted (each file's name, size and
 * digest; its text is kept apart, `mintedFilesOf`), or every refused field.
 */
export function previewOf(body: MintRequest): Result<MintPreview, readonly MintFieldError[]> {
  const checked = validateMintDraft(body);
  return checked.ok ? ok({ ...checked.value, files: body.files.map(({ name, size, sha256 }) => ({ name, size, sha256 })) }) : err(checked.error);
}

import type { MintFieldError, MintPreview } from '../../domain/exchange/mintDraft';
import { validateMintDraft } from '../../domain/exchange/validateMintDraft';
import { err, ok, type Result } from '../../domain/shared/result';
import type { MintRequest } from '../wire/mintRequest.schema';

/** The body checked under the page's own rules (`validateMintDraft`): what will be minted, or every refused field. */
export function previewOf(body: MintRequest): Result<MintPreview, readonly MintFieldError[]> {
  const checked = validateMintDraft(body);
  return checked.ok ? ok({ ...checked.value, files: body.files }) : err(checked.error);
}

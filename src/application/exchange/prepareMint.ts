import type { MintDraft, MintFieldError, MintFileDraft, MintPreview } from '../../domain/exchange/mintDraft';
import { validateMintDraft } from '../../domain/exchange/validateMintDraft';
import { err, ok, type Result } from '../../domain/shared/result';
import type { FileDigest } from '../../ports/fileDigest.port';

/** A chosen code file: its name and size, and a way to read its bytes. */
export interface MintFileSource extends MintFileDraft {
  read(): Promise<Uint8Array>;
}

/** A mint draft whose files can be read. */
export type MintDraftWithFiles = Omit<MintDraft, 'files'> & { readonly files: readonly MintFileSource[] };

/**
 * Checks a mint draft and, when it passes, digests each file (SHA-256) into the preview of what will be minted.
 * Returns every refused field otherwise; no file is read then.
 */
export class PrepareMint {
  constructor(private readonly digest: FileDigest) {}

  async execute(draft: MintDraftWithFiles): Promise<Result<MintPreview, readonly MintFieldError[]>> {
    const checked = validateMintDraft(draft);
    if (!checked.ok) return err(checked.error);
    const files = await Promise.all(
      draft.files.map(async (file) => ({ name: file.name, size: file.size, sha256: await this.digest.sha256Hex(await file.read()) })),
    );
    return ok({ ...checked.value, files });
  }
}

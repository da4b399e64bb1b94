import type { MintDraft, MintFieldError, MintFileDraft, MintPreview } from '../../domain/exchange/mintDraft';
import { validateMintDraft } from '../../domain/exchange/validateMintDraft';
import { err, ok, type Result } from '../../domain/shared/result';
import { holdsNulCharacter } from '../../domain/shared/storableText';
import type { FileDigest } from '../../ports/fileDigest.port';

/** A chosen code file: its name and size, and ways to read its bytes and its text (null: not UTF-8 text). */
export interface MintFileSource extends MintFileDraft {
  read(): Promise<Uint8Array>;
  readText(): Promise<string | null>;
}

/** A mint draft whose files can be read. */
export type MintDraftWithFiles = Omit<MintDraft, 'files'> & { readonly files: readonly MintFileSource[] };

/**
 * Checks a mint draft and, when it passes, digests each file (SHA-256) and reads its text (kept with the item) into
 * the preview of what will be minted. Returns every refused field otherwise (a file that is not UTF-8 text, or holds
 * NUL, is `file-not-text`); no file is read when the form's own checks fail.
 */
export class PrepareMint {
  constructor(private readonly digest: FileDigest) {}

  async execute(draft: MintDraftWithFiles): Promise<Result<MintPreview, readonly MintFieldError[]>> {
    const checked = validateMintDraft(draft);
    if (!checked.ok) return err(checked.error);
    const files = await Promise.all(
      draft.files.map(async (file) => ({
        name: file.name,
        size: file.size,
        sha256: await this.digest.sha256Hex(await file.read()),
        content: await file.readText(),
      })),
    );
    const notText = files.filter((file) => file.content === null || holdsNulCharacter(file.content));
    if (notText.length > 0) return err(notText.map((file) => ({ field: 'files' as const, code: 'file-not-text' as const, fileName: file.name })));
    return ok({ ...checked.value, files: files.map((file) => ({ ...file, content: file.content ?? '' })) });
  }
}

import { useId } from 'react';
import type { MintFieldError } from '../../../domain/exchange/mintDraft';
import { MINT_FILE_EXTENSIONS } from '../../../domain/exchange/mintRules';
import { FieldErrors, invalidProps } from './FieldErrors';
import { CHOSEN_FILES_LABEL, MINT_FIELD_LABELS, UPLOAD_HINT, UPLOAD_LIMITS } from './mint.texts';

/**
 * The upload area for the project's code files: a dark-themed file picker suggesting the accepted types, the names
 * chosen, and the errors of the last check. Choosing again replaces the files.
 */
export function CodeFilesField({
  files,
  errors,
  onChange,
}: {
  readonly files: readonly File[];
  readonly errors: readonly MintFieldError[];
  readonly onChange: (files: readonly File[]) => void;
}) {
  const id = useId();
  return (
    <div className="exchange-field">
      <label htmlFor={id}>{MINT_FIELD_LABELS.files}</label>
      <div className="exchange-upload">
        <input
          id={id}
          type="file"
          multiple
          className="exchange-file-input"
          accept={MINT_FILE_EXTENSIONS.join(',')}
          {...invalidProps(`${id}-errors`, errors, `${id}-hint`)}
          onChange={(event) => onChange(Array.from(event.target.files ?? []))}
        />
        <p id={`${id}-hint`} className="exchange-hint">
          {UPLOAD_HINT}. {UPLOAD_LIMITS}
        </p>
        {files.length > 0 && (
          <ul className="exchange-upload-files" aria-label={CHOSEN_FILES_LABEL}>
            {files.map((file, index) => (
              <li key={`${index}-${file.name}`}>{file.name}</li>
            ))}
          </ul>
        )}
        <FieldErrors id={`${id}-errors`} errors={errors} />
      </div>
    </div>
  );
}

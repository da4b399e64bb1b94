import { useId, useState } from 'react';
import { MINT_FIELD_LABELS, UPLOAD_HINT } from '../../../domain/exchange/mintForm';

/** The upload area for the project's code files; it lists the names chosen and accepts any file type. */
export function CodeFilesField() {
  const id = useId();
  const [names, setNames] = useState<readonly string[]>([]);
  return (
    <div className="exchange-field">
      <label htmlFor={id}>{MINT_FIELD_LABELS.files}</label>
      <div className="exchange-upload">
        <input
          id={id}
          type="file"
          multiple
          aria-describedby={`${id}-hint`}
          onChange={(event) => setNames(Array.from(event.target.files ?? [], (file) => file.name))}
        />
        <p id={`${id}-hint`} className="exchange-hint">
          {UPLOAD_HINT}
        </p>
        {names.length > 0 && (
          <ul className="exchange-upload-files" aria-label="Chosen files">
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

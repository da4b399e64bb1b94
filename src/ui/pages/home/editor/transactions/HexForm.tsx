import { useState, type FormEvent } from 'react';
import { CLEAR_LABEL, HEX_LABEL, HEX_PLACEHOLDER, INSPECT_FILE_LABEL, INSPECT_LABEL, SAMPLE_LABEL } from './transactions.texts';

/** The open tab when it is a `.hex` file: its name and its draft. */
export interface HexFile {
  readonly name: string;
  readonly content: string;
}

interface HexFormProps {
  readonly hexFile: HexFile | null;
  readonly onInspect: (text: string) => void;
  readonly onSample: () => void;
  readonly onClear: () => void;
}

/** Where hex is pasted, the open `.hex` file taken, or the sample opened. */
export function HexForm({ hexFile, onInspect, onSample, onClear }: HexFormProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onInspect(text);
  };
  return (
    <form className="tx-form" onSubmit={submit}>
      <textarea
        className="tx-hex-input"
        aria-label={HEX_LABEL}
        placeholder={HEX_PLACEHOLDER}
        spellCheck={false}
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="tx-actions">
        <button type="submit" className="tx-button tx-button-primary">
          {INSPECT_LABEL}
        </button>
        <button type="button" className="tx-button" onClick={onSample}>
          {SAMPLE_LABEL}
        </button>
        <button
          type="button"
          className="tx-button"
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          {CLEAR_LABEL}
        </button>
      </div>
      {hexFile === null ? null : (
        <button type="button" className="tx-button tx-file-button" onClick={() => onInspect(hexFile.content)}>
          {INSPECT_FILE_LABEL(hexFile.name)}
        </button>
      )}
    </form>
  );
}

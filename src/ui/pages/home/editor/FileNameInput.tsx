import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

interface FileNameInputProps {
  readonly label: string;
  readonly initial: string;
  readonly depth: number;
  /** Takes the typed name; returns the message to show when it is refused (the text stays), or null. */
  readonly onSubmit: (name: string) => string | null;
  readonly onCancel: () => void;
}

/** A file name typed in place in the explorer: Enter accepts, Escape cancels; a refused name says why and stays. */
export function FileNameInput({ label, initial, depth, onSubmit, onCancel }: FileNameInputProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => {
    input.current?.focus();
    const dot = initial.lastIndexOf('.');
    input.current?.setSelectionRange(0, dot > 0 ? dot : initial.length);
  }, [initial]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      setError(onSubmit(name));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <li className="file-name-entry" style={{ paddingLeft: 8 + depth * 14 }}>
      <input
        ref={input}
        className="side-panel-input file-name-input"
        type="text"
        aria-label={label}
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : errorId}
        autoComplete="off"
        spellCheck={false}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (name.trim() === '' || name === initial) onCancel();
        }}
      />
      {error === null ? null : (
        <p id={errorId} className="file-name-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

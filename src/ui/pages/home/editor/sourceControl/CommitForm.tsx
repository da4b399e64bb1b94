import { useState } from 'react';
import type { SourceControlState } from '../../../../../application/sourceControl/sourceControlState';
import { COMMIT_BUTTON, COMMIT_MESSAGE_LABEL, COMMIT_MESSAGE_PLACEHOLDER, COMMIT_REFUSALS, COMMITTING } from './sourceControl.texts';

interface CommitFormProps {
  readonly commit: SourceControlState['commit'];
  readonly onCommit: (message: string) => Promise<boolean>;
}

/** The commit message and the Commit button (Ctrl/Cmd+Enter too); a refusal says why. */
export function CommitForm({ commit, onCommit }: CommitFormProps) {
  const [message, setMessage] = useState('');
  const submit = async () => {
    if (await onCommit(message)) setMessage('');
  };
  return (
    <form
      className="scm-commit"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <textarea
        aria-label={COMMIT_MESSAGE_LABEL}
        placeholder={COMMIT_MESSAGE_PLACEHOLDER}
        rows={2}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <button type="submit" className="scm-commit-button" disabled={commit.kind === 'committing'}>
        {commit.kind === 'committing' ? COMMITTING : COMMIT_BUTTON}
      </button>
      {commit.kind === 'refused' ? <p role="alert">{COMMIT_REFUSALS[commit.refusal]}</p> : null}
    </form>
  );
}

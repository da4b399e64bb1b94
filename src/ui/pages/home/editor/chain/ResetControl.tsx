import { useState } from 'react';
import { RESET_CANCEL, RESET_CONFIRM, RESET_LABEL, RESET_QUESTION } from './chain.texts';

interface ResetControlProps {
  readonly busy: boolean;
  readonly onReset: () => void;
}

/** Reset, asked again first: the devchain is shared by everyone on the server, so a reset clears theirs too. */
export function ResetControl({ busy, onReset }: ResetControlProps) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="chain-button" disabled={busy} onClick={() => setAsking(true)}>
        {RESET_LABEL}
      </button>
    );
  return (
    <div className="chain-confirm" role="group" aria-label={RESET_LABEL}>
      <p className="chain-line">{RESET_QUESTION}</p>
      <div className="chain-actions">
        <button
          type="button"
          className="chain-button chain-button-danger"
          onClick={() => {
            setAsking(false);
            onReset();
          }}
        >
          {RESET_CONFIRM}
        </button>
        <button type="button" className="chain-button" onClick={() => setAsking(false)}>
          {RESET_CANCEL}
        </button>
      </div>
    </div>
  );
}

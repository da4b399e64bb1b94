import { CHAT_SEND_CODE_LABEL, CHAT_SEND_CODE_NOTE } from './assistant.texts';

interface ChatCodeOptionProps {
  readonly path: string;
  readonly selection: boolean;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** Whether the open file (or the selection in it) goes with the next question, and how much of it. */
export function ChatCodeOption({ path, selection, checked, onChange }: ChatCodeOptionProps) {
  return (
    <div className="chat-code-option">
      <label>
        <input type="checkbox" checked={checked} aria-describedby="chat-code-note" onChange={(event) => onChange(event.target.checked)} />{' '}
        {CHAT_SEND_CODE_LABEL(path, selection)}
      </label>
      <p id="chat-code-note" className="chat-code-note">
        {CHAT_SEND_CODE_NOTE}
      </p>
    </div>
  );
}

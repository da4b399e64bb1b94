import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { canSend } from '../../../../domain/editor/chat';

interface ChatComposerProps {
  readonly waiting: boolean;
  /** Sends a message; false when it was refused (blank, or a reply is awaited). */
  readonly onSend: (text: string) => boolean;
}

/** The message box: Enter sends, Shift+Enter adds a newline; Send is disabled for blank text or while waiting. */
export function ChatComposer({ waiting, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const send = () => {
    if (onSend(draft)) setDraft('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <form className="chat-composer" onSubmit={onSubmit}>
      <textarea
        className="chat-input"
        aria-label="Message the AI assistant"
        placeholder="Ask about BSV development..."
        rows={3}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="chat-send" disabled={!canSend(draft, waiting)}>
        Send
      </button>
    </form>
  );
}

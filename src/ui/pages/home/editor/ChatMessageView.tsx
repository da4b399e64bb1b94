import type { ChatMessage } from '../../../../domain/editor/chat';
import { languageLabel } from './languageLabels.texts';
import { CHAT_COPY_LABEL } from './editor.texts';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

interface ChatMessageViewProps {
  readonly message: ChatMessage;
  readonly onCopy: (code: string) => void;
  readonly onInsert: (code: string) => void;
  /** The insert button's words: at the cursor, or over the selection. */
  readonly insertLabel: string;
}

/** One chat message: who wrote it, its text, its code snippet (with Copy, and Insert into editor or Replace selection), and when. */
export function ChatMessageView({ message, onCopy, onInsert, insertLabel }: ChatMessageViewProps) {
  const snippet = message.codeSnippet;
  return (
    <li className={`chat-message chat-message-${message.type}`}>
      <p className="chat-message-meta">
        <span className="chat-message-author">{message.type === 'user' ? 'You' : 'Assistant'}</span>{' '}
        <time dateTime={new Date(message.timestamp).toISOString()}>{timeFormat.format(message.timestamp)}</time>
      </p>
      <p className="chat-message-text">{message.content}</p>
      {snippet === undefined ? null : (
        <figure className="chat-snippet">
          <figcaption>
            <span>{languageLabel(message.language ?? 'plaintext')}</span>
            <span className="chat-snippet-actions">
              <button type="button" className="chat-snippet-button" onClick={() => onCopy(snippet)}>
                {CHAT_COPY_LABEL}
              </button>
              <button type="button" className="chat-snippet-button" onClick={() => onInsert(snippet)}>
                {insertLabel}
              </button>
            </span>
          </figcaption>
          <pre>
            <code>{snippet}</code>
          </pre>
        </figure>
      )}
    </li>
  );
}

import type { ChatMessage } from '../../../../domain/editor/chat';
import { languageLabel } from './languageLabels.texts';
import { CHAT_COPY_LABEL, CHAT_INSERT_LABEL } from './editor.texts';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

interface ChatMessageViewProps {
  readonly message: ChatMessage;
  readonly onCopy: (code: string) => void;
  readonly onInsert: (code: string) => void;
}

/** One chat message: who wrote it, its text, its code snippet (with Copy and Insert into editor), and when. */
export function ChatMessageView({ message, onCopy, onInsert }: ChatMessageViewProps) {
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
                {CHAT_INSERT_LABEL}
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

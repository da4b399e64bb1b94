import type { ChatMessage } from '../../../../domain/editor/chat';
import { languageLabel } from '../../../../domain/editor/languageForPath';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** One chat message: who wrote it, its text, its code snippet if any, and when. */
export function ChatMessageView({ message }: { readonly message: ChatMessage }) {
  return (
    <li className={`chat-message chat-message-${message.type}`}>
      <p className="chat-message-meta">
        <span className="chat-message-author">{message.type === 'user' ? 'You' : 'Assistant'}</span>{' '}
        <time dateTime={new Date(message.timestamp).toISOString()}>{timeFormat.format(message.timestamp)}</time>
      </p>
      <p className="chat-message-text">{message.content}</p>
      {message.codeSnippet === undefined ? null : (
        <figure className="chat-snippet">
          <figcaption>{languageLabel(message.language ?? 'plaintext')}</figcaption>
          <pre>
            <code>{message.codeSnippet}</code>
          </pre>
        </figure>
      )}
    </li>
  );
}

import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { ChatStore } from '../../../../application/editor/chatStore';
import { EditorStore } from '../../../../application/editor/editorStore';
import { Clipboard } from '../../../../ports/clipboard.port';
import { Clock } from '../../../../ports/clock.port';
import { useService } from '../../../app/useService';
import { useObservableValue } from '../../../app/useObservableValue';
import { activeTab } from '../../../../domain/editor/tabSet';
import { ASSISTANT_FAILURES, CHAT_REPLACE_SELECTION_LABEL } from './assistant.texts';
import { ChatCodeOption } from './ChatCodeOption';
import { ChatComposer } from './ChatComposer';
import { ChatMessageView } from './ChatMessageView';
import { AI_ASSISTANT_TITLE, CHAT_CLEAR_LABEL, CHAT_GREETING, CHAT_INSERT_LABEL, CHAT_THINKING_TEXT, COPY_DENIED_MESSAGE } from './editor.texts';
import './assistantSidebar.css';

/**
 * The 400 px AI assistant sidebar: greeting, conversation (kept across reloads), the answer as it streams, the option
 * to send the open file (or the selection) with a question, composer.
 */
export const AssistantSidebar = memo(function AssistantSidebar() {
  const chat = useService(ChatStore);
  const editor = useService(EditorStore);
  const clipboard = useService(Clipboard);
  const { messages, waiting, streaming, failure } = useObservableValue(chat.state$);
  const code = useObservableValue(
    useMemo(() => editor.select((state) => ({ path: activeTab(state.tabs)?.path ?? null, selection: state.selection.trim() !== '' })), [editor]),
  );
  const [sendCode, setSendCode] = useState(true);
  const [copyMessage, setCopyMessage] = useState('');
  const clock = useService(Clock);
  const [openedAt] = useState(() => clock.now());
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (log.current !== null) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length, waiting, streaming, failure]);
  const copy = (snippet: string) => void clipboard.copy(snippet).then((copied) => setCopyMessage(copied.ok ? 'Copied the snippet.' : COPY_DENIED_MESSAGE));
  const insert = (snippet: string) => editor.insertAtCursor(snippet);
  const insertLabel = code.selection ? CHAT_REPLACE_SELECTION_LABEL : CHAT_INSERT_LABEL;

  return (
    <section id="assistant-sidebar" className="assistant-sidebar" aria-labelledby="assistant-title">
      <div className="assistant-header">
        <h2 id="assistant-title" className="assistant-title">
          {AI_ASSISTANT_TITLE}
        </h2>
        <span className="visually-hidden" aria-live="polite">
          {copyMessage}
        </span>
        <button type="button" className="chat-clear" onClick={() => chat.clear()} disabled={messages.length === 0 && !waiting}>
          {CHAT_CLEAR_LABEL}
        </button>
      </div>
      <div ref={log} className="chat-log" role="log" aria-label="Conversation" tabIndex={0}>
        <ol className="chat-messages">
          <ChatMessageView
            message={{ id: 'greeting', type: 'assistant', content: CHAT_GREETING, timestamp: messages[0]?.timestamp ?? openedAt }}
            onCopy={copy}
            onInsert={insert}
            insertLabel={insertLabel}
          />
          {messages.map((message) => (
            <ChatMessageView key={message.id} message={message} onCopy={copy} onInsert={insert} insertLabel={insertLabel} />
          ))}
          {streaming === null ? null : (
            <li className="chat-message chat-message-assistant chat-message-streaming" aria-busy="true">
              <p className="chat-message-text">{streaming}</p>
            </li>
          )}
          {failure === null ? null : (
            <li className="chat-message chat-message-assistant chat-message-failure">
              <p className="chat-message-text">{ASSISTANT_FAILURES[failure]}</p>
            </li>
          )}
        </ol>
        {waiting && streaming === null ? (
          <p className="chat-thinking" role="status">
            {CHAT_THINKING_TEXT}
          </p>
        ) : null}
      </div>
      {code.path === null ? null : <ChatCodeOption path={code.path} selection={code.selection} checked={sendCode} onChange={setSendCode} />}
      <ChatComposer waiting={waiting} onSend={(text) => chat.send(text, sendCode ? editor.codeContext() : null)} />
    </section>
  );
});

import { useEffect, useRef } from 'react';
import { ChatStore } from '../../../../application/editor/chatStore';
import { AI_ASSISTANT_TITLE, CHAT_THINKING_TEXT } from '../../../../domain/editor/editorConstants';
import { useService } from '../../../app/useService';
import { useObservableValue } from '../../../app/useObservableValue';
import { ChatComposer } from './ChatComposer';
import { ChatMessageView } from './ChatMessageView';
import './assistantSidebar.css';

/** The 400 px AI assistant sidebar: the conversation, 'AI is thinking...' while a reply is awaited, the composer. */
export function AssistantSidebar() {
  const chat = useService(ChatStore);
  const { messages, waiting } = useObservableValue(chat.state$);
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (log.current !== null) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length, waiting]);

  return (
    <section id="assistant-sidebar" className="assistant-sidebar" aria-labelledby="assistant-title">
      <h2 id="assistant-title" className="assistant-title">
        {AI_ASSISTANT_TITLE}
      </h2>
      <div ref={log} className="chat-log" role="log" aria-label="Conversation" tabIndex={0}>
        <ol className="chat-messages">
          {messages.map((message) => (
            <ChatMessageView key={message.id} message={message} />
          ))}
        </ol>
        {waiting ? (
          <p className="chat-thinking" role="status">
            {CHAT_THINKING_TEXT}
          </p>
        ) : null}
      </div>
      <ChatComposer waiting={waiting} onSend={(text) => chat.send(text)} />
    </section>
  );
}

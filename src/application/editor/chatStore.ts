import type { Subscription } from 'rxjs';
import {
  assistantMessage,
  canSend,
  parseChatHistory,
  replyFromMarkdown,
  turnsOf,
  userMessage,
  type ChatMessage,
  type ChatReply,
} from '../../domain/editor/chat';
import type { CodeContext } from '../../domain/editor/codeContext';
import { CHAT_HISTORY_MAX_MESSAGES } from '../../domain/editor/editorConstants';
import type { Assistant, AssistantEvent, AssistantFailure } from '../../ports/assistant.port';
import type { Clock } from '../../ports/clock.port';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import { Store } from '../shared/store';

/** Where the conversation is kept between visits. */
export const CHAT_HISTORY_STORAGE_KEY = 'bsvWorkbench.chatHistory';

/** The assistant chat: its messages in order, a streamed answer so far, and whether a reply is awaited. */
export interface ChatState {
  readonly messages: readonly ChatMessage[];
  readonly waiting: boolean;
  /** The text of an answer that is still arriving, or null. */
  readonly streaming: string | null;
  /** Why the last answer failed, shown as an assistant message; cleared by the next send. */
  readonly failure: AssistantFailure | null;
}

/** The AI assistant sidebar's conversation, kept across reloads (the greeting itself is the view's). */
export class ChatStore extends Store<ChatState> {
  private pendingReply: Subscription | null = null;

  constructor(
    private readonly assistant: Assistant,
    private readonly clock: Clock,
    private readonly storage: KeyValueStore,
  ) {
    super({ messages: parseChatHistory(storage.read(CHAT_HISTORY_STORAGE_KEY)), waiting: false, streaming: null, failure: null });
  }

  /**
   * Sends a message (with `code`, the open file or the selection, for a live model) and awaits the reply. Blank
   * text, or a message while waiting, is refused: returns false.
   */
  send(text: string, code: CodeContext | null = null): boolean {
    if (!canSend(text, this.state.waiting)) return false;
    const messages = [...this.state.messages, userMessage(this.newId(), text, this.clock.now())];
    this.update({ messages, waiting: true, streaming: null, failure: null });
    let streamed = '';
    this.pendingReply = this.assistant.reply(turnsOf(messages), code).subscribe({
      next: (event: AssistantEvent) => {
        if (event.kind === 'delta') {
          streamed += event.text;
          this.setState({ ...this.state, streaming: streamed });
        } else if (event.kind === 'reply') {
          this.finish(event.reply);
        } else {
          this.setState({ ...this.state, failure: event.reason });
        }
      },
      complete: () => {
        if (this.state.waiting && streamed !== '') this.finish(replyFromMarkdown(streamed));
        this.pendingReply = null;
        this.setState({ ...this.state, waiting: false, streaming: null });
      },
    });
    return true;
  }

  /** Forgets the conversation, here and in storage; an awaited reply is abandoned. */
  clear(): void {
    this.pendingReply?.unsubscribe();
    this.pendingReply = null;
    this.update({ messages: [], waiting: false, streaming: null, failure: null });
  }

  /** Abandons an awaited reply and ends the stream. */
  override dispose(): void {
    this.pendingReply?.unsubscribe();
    super.dispose();
  }

  private finish(reply: ChatReply): void {
    const messages = [...this.state.messages, assistantMessage(this.newId(), reply, this.clock.now())];
    this.update({ ...this.state, messages, waiting: false, streaming: null });
  }

  private update(next: ChatState): void {
    this.setState(next);
    this.storage.write(CHAT_HISTORY_STORAGE_KEY, JSON.stringify(next.messages.slice(-CHAT_HISTORY_MAX_MESSAGES)));
  }

  private newId(): string {
    return `message-${this.clock.now()}-${this.state.messages.length + 1}`;
  }
}

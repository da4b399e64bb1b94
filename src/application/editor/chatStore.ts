import type { Subscription } from 'rxjs';
import { assistantMessage, canSend, CHAT_GREETING, userMessage, type ChatMessage } from '../../domain/editor/chat';
import type { Assistant } from '../../ports/assistant.port';
import type { Clock } from '../../ports/clock.port';
import { Store } from '../shared/store';

/** The assistant chat: its messages in order, and whether a reply is awaited (spec section 4: idle or waiting). */
export interface ChatState {
  readonly messages: readonly ChatMessage[];
  readonly waiting: boolean;
}

/** The AI assistant sidebar's conversation. It opens with the assistant's greeting. */
export class ChatStore extends Store<ChatState> {
  private nextId = 1;
  private pendingReply: Subscription | null = null;

  constructor(
    private readonly assistant: Assistant,
    private readonly clock: Clock,
  ) {
    super({ messages: [{ id: 'greeting', type: 'assistant', content: CHAT_GREETING, timestamp: clock.now() }], waiting: false });
  }

  /** Sends a message and awaits the reply. Blank text, or a message while waiting, is refused: returns false. */
  send(text: string): boolean {
    if (!canSend(text, this.state.waiting)) return false;
    this.append(userMessage(this.newId(), text, this.clock.now()), true);
    this.pendingReply = this.assistant.reply(text.trim()).subscribe((reply) => {
      this.pendingReply = null;
      this.append(assistantMessage(this.newId(), reply, this.clock.now()), false);
    });
    return true;
  }

  /** Abandons an awaited reply and ends the stream. */
  override dispose(): void {
    this.pendingReply?.unsubscribe();
    super.dispose();
  }

  private append(message: ChatMessage, waiting: boolean): void {
    this.setState({ messages: [...this.state.messages, message], waiting });
  }

  private newId(): string {
    return `message-${this.nextId++}`;
  }
}

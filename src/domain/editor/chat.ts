import { CHAT_REPLY_BASE_DELAY_MS, CHAT_REPLY_RANDOM_DELAY_MS } from './editorConstants';
import { CANNED_REPLIES } from './cannedReplies';
import type { ChatReply } from './chatReply';

export type { ChatReply } from './chatReply';

/** One message of the assistant chat (spec section 3). */
export interface ChatMessage {
  readonly id: string;
  readonly type: 'user' | 'assistant';
  readonly content: string;
  /** Milliseconds since the epoch. */
  readonly timestamp: number;
  readonly codeSnippet?: string;
  /** The snippet's language, a Monaco language id. */
  readonly language?: string;
}

/** The assistant's first message, listing what it helps with. */
export const CHAT_GREETING = [
  "Hi! I'm your BSV coding assistant. I can help you with:",
  '• Building and signing transactions',
  '• Wallets, keys and addresses',
  '• Smart contracts and scripts',
  '• Debugging and explaining your code',
  'What are you working on?',
].join('\n');

/** Send is allowed for non-blank text while no reply is awaited (spec sections 2 and 5). */
export const canSend = (text: string, waiting: boolean): boolean => !waiting && text.trim() !== '';

/** The canned reply at `index`, wrapping around the list. */
export const cannedReply = (index: number): ChatReply => {
  const count = CANNED_REPLIES.length;
  const wrapped = ((Math.trunc(index) % count) + count) % count;
  return CANNED_REPLIES[wrapped] ?? CANNED_REPLIES[0];
};

/** The reply index a random number in [0, 1) picks, each reply equally likely. */
export const replyIndexFor = (random01: number): number =>
  Math.min(CANNED_REPLIES.length - 1, Math.max(0, Math.floor(random01 * CANNED_REPLIES.length)));

/** How long the assistant "thinks" for a random number in [0, 1): 1000 ms plus up to 2000 ms (spec section 9). */
export const replyDelay = (random01: number): number =>
  CHAT_REPLY_BASE_DELAY_MS + Math.min(1, Math.max(0, random01)) * CHAT_REPLY_RANDOM_DELAY_MS;

/** The message a person sent; its text is kept as typed, without surrounding blank space. */
export const userMessage = (id: string, text: string, timestamp: number): ChatMessage => ({
  id,
  type: 'user',
  content: text.trim(),
  timestamp,
});

/** The assistant's message for a reply. */
export const assistantMessage = (id: string, reply: ChatReply, timestamp: number): ChatMessage => ({
  id,
  type: 'assistant',
  timestamp,
  ...reply,
});

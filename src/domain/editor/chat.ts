import { CHAT_HISTORY_MAX_MESSAGES, CHAT_REPLY_BASE_DELAY_MS, CHAT_REPLY_RANDOM_DELAY_MS } from './editorConstants';
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

/** One turn of the conversation as a model reads it. */
export interface ChatTurn {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

/** Send is allowed for non-blank text while no reply is awaited (spec sections 2 and 5). */
export const canSend = (text: string, waiting: boolean): boolean => !waiting && text.trim() !== '';

/** The item at `index` of a non-empty list, wrapping around. */
export const pickWrapped = <T>(items: readonly [T, ...T[]], index: number): T => {
  const count = items.length;
  const wrapped = ((Math.trunc(index) % count) + count) % count;
  return items[wrapped] ?? items[0];
};

/** The index among `count` choices that a random number in [0, 1) picks, each equally likely. */
export const indexFor = (random01: number, count: number): number => Math.min(count - 1, Math.max(0, Math.floor(random01 * count)));

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

const FENCE = /```([\w+-]*)[^\n]*\n([\s\S]*?)(?:```|$)/;
const FENCE_LANGUAGES: Readonly<Record<string, string>> = { js: 'javascript', ts: 'typescript', sh: 'shell', bash: 'shell' };

/** A model's Markdown answer as a reply: the first fenced code block becomes the snippet, the rest the text. */
export function replyFromMarkdown(markdown: string): ChatReply {
  const fence = FENCE.exec(markdown);
  if (fence === null) return { content: markdown.trim() };
  const tag = (fence[1] ?? '').toLowerCase();
  const content = (markdown.slice(0, fence.index) + markdown.slice(fence.index + fence[0].length)).trim();
  return { content, codeSnippet: (fence[2] ?? '').replace(/\n$/, ''), language: FENCE_LANGUAGES[tag] ?? (tag === '' ? 'plaintext' : tag) };
}

/** The conversation as a model reads it: each message's text with its snippet as a fenced block. */
export const turnsOf = (messages: readonly ChatMessage[]): ChatTurn[] =>
  messages.map((message) => ({
    role: message.type,
    content: message.codeSnippet === undefined ? message.content : `${message.content}\n\n\`\`\`${message.language ?? ''}\n${message.codeSnippet}\n\`\`\``,
  }));

const isMessage = (value: unknown): value is ChatMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    typeof fields['id'] === 'string' &&
    (fields['type'] === 'user' || fields['type'] === 'assistant') &&
    typeof fields['content'] === 'string' &&
    typeof fields['timestamp'] === 'number' &&
    (fields['codeSnippet'] === undefined || typeof fields['codeSnippet'] === 'string') &&
    (fields['language'] === undefined || typeof fields['language'] === 'string')
  );
};

/** The chat history kept as JSON: the valid messages, the newest `CHAT_HISTORY_MAX_MESSAGES`; anything else: none. */
export function parseChatHistory(raw: string | null): ChatMessage[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isMessage).slice(-CHAT_HISTORY_MAX_MESSAGES) : [];
  } catch {
    return [];
  }
}

import * as v from 'valibot';

/** The longest message of a conversation, in characters, and the most messages one request carries. */
export const ASSISTANT_MESSAGE_MAX = 12_000;
export const ASSISTANT_MESSAGES_MAX = 50;

/** `POST /api/assistant`: the conversation so far, the person's and the assistant's turns, oldest first. */
export const Conversation = v.object({
  messages: v.pipe(
    v.array(v.object({ role: v.picklist(['user', 'assistant']), content: v.pipe(v.string(), v.maxLength(ASSISTANT_MESSAGE_MAX)) })),
    v.minLength(1),
    v.maxLength(ASSISTANT_MESSAGES_MAX),
  ),
});

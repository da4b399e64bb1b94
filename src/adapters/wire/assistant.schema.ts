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

/** Why the model's answer stopped short (the `failed` event). */
export const ASSISTANT_FAILURES = ['unauthorized', 'rate-limited', 'timeout', 'unreachable', 'bad-response'] as const;

/** The `data` of a `delta` event: the next piece of the answer. */
export const AssistantDelta = v.object({ text: v.string() });

/** The `data` of a `failed` event. */
export const AssistantFailed = v.object({ reason: v.picklist(ASSISTANT_FAILURES) });

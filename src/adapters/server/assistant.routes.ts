import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AssistantSettings } from '../config/assistantSettings';
import { problem } from './apiAnswers';
import { NOT_JSON, readJsonBody } from './jsonBody';
import { streamCompletion, type ModelTurn } from '../assistant/openAiStream';

const Conversation = z.object({
  messages: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(12_000) }))
    .min(1)
    .max(50),
});

/** What the model is told first. */
const SYSTEM_PROMPT =
  'You are the coding assistant of a workbench for Bitcoin SV developers. Answer briefly; put code in one fenced block with its language.';

/**
 * `POST /api/assistant` with `{messages: [{role, content}]}`: streams the configured model's answer as
 * server-sent events: `delta` events (`{"text": "…"}`), then `failed` (`{"reason": "unauthorized" | "rate-limited"
 * | "timeout" | "unreachable" | "bad-response"}`) if it stops, then `done`. The API key stays on the server. With no
 * model configured: 404 `assistant-not-configured`, and the browser uses the simulated assistant. Bad input: 400.
 */
export function assistantRoutes(settings: AssistantSettings | null): Hono {
  const routes = new Hono();
  routes.post('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (settings === null) return problem(c, 404, 'assistant-not-configured');
    const body = await readJsonBody(c);
    const conversation = body === NOT_JSON ? null : Conversation.safeParse(body);
    if (conversation === null || !conversation.success) {
      return problem(c, 400, 'invalid-conversation', { field: 'messages' });
    }
    const turns: ModelTurn[] = [{ role: 'system', content: SYSTEM_PROMPT }, ...conversation.data.messages];
    return streamSSE(c, async (stream) => {
      const abort = new AbortController();
      stream.onAbort(() => abort.abort());
      for await (const chunk of streamCompletion(settings, turns, abort.signal)) {
        if ('text' in chunk) await stream.writeSSE({ event: 'delta', data: JSON.stringify({ text: chunk.text }) });
        else await stream.writeSSE({ event: 'failed', data: JSON.stringify({ reason: chunk.failure }) });
      }
      await stream.writeSSE({ event: 'done', data: '{}' });
    });
  });
  return routes;
}

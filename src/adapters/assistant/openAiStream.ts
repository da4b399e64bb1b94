import type { AssistantFailure } from '../../ports/assistant.port';
import type { AssistantSettings } from '../config/assistantSettings';

/** One turn sent to the model. */
export interface ModelTurn {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** What the upstream stream yields: text pieces, then possibly a failure. */
export type ModelChunk = { readonly text: string } | { readonly failure: AssistantFailure };

const failureForStatus = (status: number): AssistantFailure =>
  status === 401 || status === 403 ? 'unauthorized' : status === 429 ? 'rate-limited' : status === 408 || status === 504 ? 'timeout' : 'bad-response';

const failureForError = (error: unknown): AssistantFailure =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timeout' : 'unreachable';

/** The text piece of one `data:` line of an OpenAI-compatible stream, '' for none, null at `[DONE]`. */
function pieceOf(data: string): string | null {
  if (data === '[DONE]') return null;
  try {
    const parsed = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
    const content = parsed.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : '';
  } catch {
    return '';
  }
}

/**
 * Asks an OpenAI-compatible `/chat/completions` endpoint for a streamed answer and yields its text as it
 * arrives. A 401/403, 429, timeout or unreachable endpoint ends with a failure instead of throwing.
 */
export async function* streamCompletion(settings: AssistantSettings, turns: readonly ModelTurn[], signal: AbortSignal): AsyncGenerator<ModelChunk> {
  let response: Response;
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]);
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...(settings.apiKey === '' ? {} : { Authorization: `Bearer ${settings.apiKey}` }) },
      body: JSON.stringify({ model: settings.model, messages: turns, stream: true }),
      signal: deadline,
    });
  } catch (error) {
    yield { failure: failureForError(error) };
    return;
  }
  if (!response.ok || response.body === null) {
    await response.body?.cancel().catch(() => undefined);
    yield { failure: failureForStatus(response.status) };
    return;
  }
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for await (const bytes of response.body) {
      buffered += decoder.decode(bytes as Uint8Array, { stream: true });
      const lines = buffered.split(/\r?\n/);
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data:')) continue;
        const piece = pieceOf(line.slice(5).trim());
        if (piece === null) return;
        if (piece !== '') yield { text: piece };
      }
    }
  } catch (error) {
    yield { failure: failureForError(error) };
  }
}

import { Observable } from 'rxjs';
import type { ChatTurn } from '../../domain/editor/chat';
import { questionWithCode, type CodeContext } from '../../domain/editor/codeContext';
import type { Assistant, AssistantEvent, AssistantFailure } from '../../ports/assistant.port';

/** The server's assistant endpoint (`src/adapters/server/assistant.routes.ts`). */
const ASSISTANT_ENDPOINT = '/api/assistant';
/** The conversation sent is cut to its newest turns within this many characters (the server takes 16 KB). */
const MAX_CONVERSATION_CHARS = 12_000;
const FAILURES = new Set<AssistantFailure>(['unauthorized', 'rate-limited', 'timeout', 'unreachable', 'bad-response']);

/** The newest turns whose texts fit in `budget` characters, the last turn cut to fit if it alone is longer. */
function recentTurns(turns: readonly ChatTurn[], budget: number): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let used = 0;
  for (const turn of [...turns].reverse()) {
    if (used + turn.content.length > budget) {
      if (kept.length === 0) kept.push({ ...turn, content: turn.content.slice(-budget) });
      break;
    }
    kept.unshift(turn);
    used += turn.content.length;
  }
  return kept;
}

/**
 * The newest turns within `MAX_CONVERSATION_CHARS`, the last with `code` after its question (the code counts
 * against the budget first, so the question is never cut for it).
 */
function turnsToSend(conversation: readonly ChatTurn[], code: CodeContext | null): ChatTurn[] {
  if (code === null) return recentTurns(conversation, MAX_CONVERSATION_CHARS);
  const kept = recentTurns(conversation, MAX_CONVERSATION_CHARS - questionWithCode('', code).length);
  const last = kept.at(-1);
  return last === undefined ? kept : [...kept.slice(0, -1), { ...last, content: questionWithCode(last.content, code) }];
}

/** The events of one server-sent event block (`event:` and `data:` lines). */
function eventOf(block: string): AssistantEvent | 'done' | null {
  const name = /^event:\s*(.*)$/m.exec(block)?.[1]?.trim();
  const data = /^data:\s*(.*)$/m.exec(block)?.[1] ?? '{}';
  try {
    const fields = JSON.parse(data) as { text?: unknown; reason?: unknown };
    if (name === 'delta' && typeof fields.text === 'string') return { kind: 'delta', text: fields.text };
    if (name === 'failed') return { kind: 'failed', reason: FAILURES.has(fields.reason as AssistantFailure) ? (fields.reason as AssistantFailure) : 'bad-response' };
  } catch {
    return null;
  }
  return name === 'done' ? 'done' : null;
}

/**
 * The assistant behind the app's server, which forwards to a configured OpenAI-compatible model and streams the
 * answer back. When the server has no model configured (404), this tab uses `fallback` (the simulated
 * assistant) from then on. A network failure is reported as 'unreachable'.
 */
export class ServerAssistant implements Assistant {
  private configured = true;

  constructor(private readonly fallback: Assistant) {}

  reply(conversation: readonly ChatTurn[], code: CodeContext | null = null): Observable<AssistantEvent> {
    if (!this.configured) return this.fallback.reply(conversation);
    return new Observable<AssistantEvent>((subscriber) => {
      const abort = new AbortController();
      const fallBack = () => {
        this.configured = false;
        return this.fallback.reply(conversation).subscribe(subscriber);
      };
      let inner: { unsubscribe(): void } | null = null;
      void (async () => {
        try {
          const response = await fetch(ASSISTANT_ENDPOINT, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
            body: JSON.stringify({ messages: turnsToSend(conversation, code) }),
            signal: abort.signal,
          });
          if (response.status === 404) {
            inner = fallBack();
            return;
          }
          if (!response.ok || response.body === null) {
            subscriber.next({ kind: 'failed', reason: response.status === 429 ? 'rate-limited' : 'bad-response' });
            subscriber.complete();
            return;
          }
          await this.readEvents(response.body, (event) => subscriber.next(event));
          subscriber.complete();
        } catch {
          if (abort.signal.aborted) return;
          subscriber.next({ kind: 'failed', reason: 'unreachable' });
          subscriber.complete();
        }
      })();
      return () => {
        abort.abort();
        inner?.unsubscribe();
      };
    });
  }

  private async readEvents(body: ReadableStream<Uint8Array>, emit: (event: AssistantEvent) => void): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      const blocks = buffered.split(/\r?\n\r?\n/);
      buffered = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = eventOf(block);
        if (event === 'done') return;
        if (event !== null) emit(event);
      }
    }
  }
}

import { EMPTY, lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerAssistant } from '../../../src/adapters/assistant/serverAssistant.adapter';
import { codeContextOf } from '../../../src/domain/editor/codeContext';

afterEach(() => vi.unstubAllGlobals());

/** Answers every request with `done` and keeps the bodies sent. */
function recordingFetch() {
  const bodies: { messages: { role: string; content: string }[] }[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)) as (typeof bodies)[number]);
    return new Response('event: done\ndata: {}\n\n', { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  return bodies;
}

describe('the server assistant', () => {
  it('sends the open file after the last question, and the question alone without it', async () => {
    const bodies = recordingFetch();
    const assistant = new ServerAssistant({ reply: () => EMPTY });
    const code = codeContextOf({ path: 'src/index.js', language: 'javascript', content: 'console.log(1);' }, '');
    const conversation = [
      { role: 'user' as const, content: 'Hi' },
      { role: 'assistant' as const, content: 'Hello' },
      { role: 'user' as const, content: 'What does this print?' },
    ];
    await lastValueFrom(assistant.reply(conversation, code).pipe(toArray()));
    await lastValueFrom(assistant.reply(conversation).pipe(toArray()));
    expect(bodies.map((body) => body.messages.at(-1)?.content)).toEqual([
      'What does this print?\n\nThe open file `src/index.js`:\n```javascript\nconsole.log(1);\n```',
      'What does this print?',
    ]);
    expect(bodies[0]?.messages.slice(0, 2)).toEqual(conversation.slice(0, 2));
  });

  it('keeps the whole request within the server’s limit: older turns give way to the code', async () => {
    const bodies = recordingFetch();
    const code = codeContextOf({ path: 'big.ts', language: 'typescript', content: 'x'.repeat(10_000) }, '');
    const old = Array.from({ length: 10 }, (_, index) => ({ role: 'user' as const, content: `${index}`.repeat(1000) }));
    await lastValueFrom(new ServerAssistant({ reply: () => EMPTY }).reply([...old, { role: 'user', content: 'Why?' }], code).pipe(toArray()));
    const sent = bodies[0]?.messages ?? [];
    expect({ total: sent.reduce((sum, turn) => sum + turn.content.length, 0) <= 12_000, last: sent.at(-1)?.content.startsWith('Why?\n\nThe open file `big.ts` (its first 6000') }).toEqual({
      total: true,
      last: true,
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANNED_REPLIES } from '../../../src/adapters/sample/cannedReplies';
import { canSend, indexFor, parseChatHistory, pickWrapped, replyDelay, replyFromMarkdown, turnsOf, userMessage } from '../../../src/domain/editor/chat';
import { CHAT_HISTORY_MAX_MESSAGES, CHAT_REPLY_BASE_DELAY_MS, CHAT_REPLY_RANDOM_DELAY_MS } from '../../../src/domain/editor/editorConstants';

describe('the assistant chat rules', () => {
  it('allows sending non-blank text only while not waiting', () => {
    expect([canSend('hi', false), canSend('hi', true), canSend('', false), canSend(' \n\t', false)]).toEqual([true, false, false, false]);
  });

  it('waits 1000 ms plus up to 2000 ms (floating point may round up to exactly 3000)', () => {
    expect([replyDelay(0), replyDelay(0.5), replyDelay(0.999)]).toEqual([1000, 2000, 2998]);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (random) => {
        const delay = replyDelay(random);
        return delay >= CHAT_REPLY_BASE_DELAY_MS && delay <= CHAT_REPLY_BASE_DELAY_MS + CHAT_REPLY_RANDOM_DELAY_MS;
      }),
    );
  });

  it('picks every canned reply, each with a code snippet, for some random number', () => {
    const picked = new Set([0, 0.3, 0.6, 0.99].map((random) => indexFor(random, CANNED_REPLIES.length)));
    expect(picked.size).toBe(CANNED_REPLIES.length);
    expect(CANNED_REPLIES.every((reply) => (reply.codeSnippet ?? '') !== '' && reply.language !== undefined)).toBe(true);
    fc.assert(fc.property(fc.integer(), (index) => CANNED_REPLIES.includes(pickWrapped(CANNED_REPLIES, index))));
  });

  it('keeps what a person typed without its surrounding blank space', () => {
    expect(userMessage('m1', '  hello\nworld \n', 5)).toEqual({ id: 'm1', type: 'user', content: 'hello\nworld', timestamp: 5 });
  });

  it('takes a model’s first fenced block as the snippet, with its language', () => {
    expect(replyFromMarkdown('Try this:\n```ts\nconst a: number = 1;\n```\nDone.')).toEqual({ content: 'Try this:\n\nDone.', codeSnippet: 'const a: number = 1;', language: 'typescript' });
    expect(replyFromMarkdown('  Just text. ')).toEqual({ content: 'Just text.' });
    expect(replyFromMarkdown('```\nx\n```')).toEqual({ content: '', codeSnippet: 'x', language: 'plaintext' });
  });

  it('gives the model each message with its snippet as a fenced block', () => {
    expect(turnsOf([{ id: 'a', type: 'assistant', content: 'Here:', timestamp: 1, codeSnippet: 'x()', language: 'javascript' }, userMessage('b', 'ok', 2)])).toEqual([
      { role: 'assistant', content: 'Here:\n\n```javascript\nx()\n```' },
      { role: 'user', content: 'ok' },
    ]);
  });

  it('reads a kept history, dropping malformed messages and keeping the newest ones', () => {
    const good = userMessage('a', 'hi', 1);
    expect(parseChatHistory(JSON.stringify([good, { id: 1 }, null, { ...good, type: 'system' }]))).toEqual([good]);
    expect([parseChatHistory(null), parseChatHistory('{'), parseChatHistory('{}')]).toEqual([[], [], []]);
    const many = Array.from({ length: CHAT_HISTORY_MAX_MESSAGES + 5 }, (_, index) => userMessage(`m${index}`, 'x', index));
    expect(parseChatHistory(JSON.stringify(many))[0]?.id).toBe('m5');
  });
});

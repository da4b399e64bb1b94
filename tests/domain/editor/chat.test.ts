import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANNED_REPLIES } from '../../../src/domain/editor/cannedReplies';
import { canSend, cannedReply, replyDelay, replyIndexFor, userMessage } from '../../../src/domain/editor/chat';
import { CHAT_REPLY_BASE_DELAY_MS, CHAT_REPLY_RANDOM_DELAY_MS } from '../../../src/domain/editor/editorConstants';

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
    const picked = new Set([0, 0.3, 0.6, 0.99].map((random) => replyIndexFor(random)));
    expect(picked.size).toBe(CANNED_REPLIES.length);
    expect(CANNED_REPLIES.every((reply) => (reply.codeSnippet ?? '') !== '' && reply.language !== undefined)).toBe(true);
    fc.assert(fc.property(fc.integer(), (index) => CANNED_REPLIES.includes(cannedReply(index))));
  });

  it('keeps what a person typed without its surrounding blank space', () => {
    expect(userMessage('m1', '  hello\nworld \n', 5)).toEqual({ id: 'm1', type: 'user', content: 'hello\nworld', timestamp: 5 });
  });
});

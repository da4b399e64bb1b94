import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { CHAT_HISTORY_STORAGE_KEY, ChatStore } from '../../../src/application/editor/chatStore';
import { CHAT_HISTORY_MAX_MESSAGES } from '../../../src/domain/editor/editorConstants';
import type { Assistant, AssistantEvent } from '../../../src/ports/assistant.port';

/** An assistant whose answers a test plays event by event. */
function setUp() {
  const answers: Subject<AssistantEvent>[] = [];
  const assistant: Assistant = {
    reply: () => {
      const answer = new Subject<AssistantEvent>();
      answers.push(answer);
      return answer;
    },
  };
  const storage = new MemoryKeyValueStore();
  return { answers, storage, store: new ChatStore(assistant, new ManualClock(0), storage) };
}

describe('the chat history', () => {
  it('is kept under the key earlier versions used', () => {
    expect(CHAT_HISTORY_STORAGE_KEY).toBe('bsvWorkbench.chatHistory');
  });

  it('keeps only the newest messages in storage, all of them on screen', () => {
    const { store, storage, answers } = setUp();
    const sent = CHAT_HISTORY_MAX_MESSAGES / 2 + 1;
    for (let turn = 0; turn < sent; turn += 1) {
      store.send(`message ${turn}`);
      answers.at(-1)?.next({ kind: 'delta', text: `answer ${turn}` });
      answers.at(-1)?.complete();
    }
    const stored = JSON.parse(storage.read(CHAT_HISTORY_STORAGE_KEY) ?? '[]') as { content: string }[];
    expect({ shown: store.state.messages.length, stored: stored.length, first: stored[0]?.content }).toEqual({
      shown: sent * 2,
      stored: CHAT_HISTORY_MAX_MESSAGES,
      first: 'message 1',
    });
  });

  it('keeps a reply once, even when the stream completes after it', () => {
    const { store, answers } = setUp();
    store.send('hi');
    answers[0]?.next({ kind: 'delta', text: 'partial' });
    answers[0]?.next({ kind: 'reply', reply: { content: 'whole' } });
    answers[0]?.complete();
    expect(store.state.messages.map((message) => [message.type, message.content])).toEqual([
      ['user', 'hi'],
      ['assistant', 'whole'],
    ]);
  });

  it('stops waiting when cleared, and an abandoned reply adds nothing', () => {
    const { store, answers } = setUp();
    store.send('hi');
    store.clear();
    answers[0]?.next({ kind: 'reply', reply: { content: 'late' } });
    expect({ waiting: store.state.waiting, messages: store.state.messages, again: store.send('next') }).toEqual({ waiting: false, messages: [], again: true });
  });

  it('can be disposed with no reply awaited', () => {
    const { store } = setUp();
    let completed = false;
    store.state$.subscribe({ complete: () => (completed = true) });
    store.dispose();
    expect(completed).toBe(true);
  });
});

import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FixedRandom } from '../../../src/adapters/memory/fixedRandom.adapter';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { CANNED_REPLIES } from '../../../src/adapters/sample/cannedReplies';
import { SimulatedAssistant } from '../../../src/adapters/sample/simulatedAssistant.adapter';
import { CHAT_HISTORY_STORAGE_KEY, ChatStore } from '../../../src/application/editor/chatStore';
import type { Assistant, AssistantEvent } from '../../../src/ports/assistant.port';

function setUp(...random: number[]) {
  const clock = new ManualClock(1000);
  const storage = new MemoryKeyValueStore();
  const store = new ChatStore(new SimulatedAssistant(clock, new FixedRandom(...random)), clock, storage);
  return { clock, store, storage };
}

/** An assistant whose answer a test plays event by event. */
function scriptedAssistant() {
  const answers: Subject<AssistantEvent>[] = [];
  const assistant: Assistant = { reply: () => { const answer = new Subject<AssistantEvent>(); answers.push(answer); return answer; } };
  return { assistant, answers };
}

describe('ChatStore', () => {
  it('opens empty (the greeting is the view’s), or with the history kept in storage', () => {
    const { store, storage, clock } = setUp();
    expect(store.state).toEqual({ messages: [], waiting: false, streaming: null, failure: null });
    storage.write(CHAT_HISTORY_STORAGE_KEY, JSON.stringify([{ id: 'a', type: 'user', content: 'kept', timestamp: 1 }]));
    expect(new ChatStore(new SimulatedAssistant(clock, new FixedRandom(0)), clock, storage).state.messages).toEqual([{ id: 'a', type: 'user', content: 'kept', timestamp: 1 }]);
  });

  it('waits 1000 ms plus the random part, then appends a canned reply with its snippet, and keeps both', () => {
    const { store, clock, storage } = setUp(0.5, 0.3);
    expect(store.send('  How do I build a transaction?  ')).toBe(true);
    expect(store.state.waiting).toBe(true);
    clock.advance(1999);
    expect(store.state.messages).toHaveLength(1);
    clock.advance(1);
    expect(store.state).toEqual({
      messages: [
        { id: expect.any(String), type: 'user', content: 'How do I build a transaction?', timestamp: 1000 },
        { id: expect.any(String), type: 'assistant', timestamp: 3000, ...CANNED_REPLIES[1] },
      ],
      waiting: false,
      streaming: null,
      failure: null,
    });
    expect(JSON.parse(storage.read(CHAT_HISTORY_STORAGE_KEY) ?? '[]')).toEqual(store.state.messages);
  });

  it('shows a streamed answer as it arrives, then keeps it with its code block as the snippet', () => {
    const { assistant, answers } = scriptedAssistant();
    const clock = new ManualClock(0);
    const store = new ChatStore(assistant, clock, new MemoryKeyValueStore());
    store.send('hi');
    answers[0]?.next({ kind: 'delta', text: 'Use:\n```js\nlog' });
    expect(store.state.streaming).toBe('Use:\n```js\nlog');
    answers[0]?.next({ kind: 'delta', text: '()\n```' });
    answers[0]?.complete();
    expect({ last: store.state.messages.at(-1), waiting: store.state.waiting, streaming: store.state.streaming }).toEqual({
      last: { id: expect.any(String), type: 'assistant', timestamp: 0, content: 'Use:', codeSnippet: 'log()', language: 'javascript' },
      waiting: false,
      streaming: null,
    });
  });

  it('shows why a model failed and lets the person send again', () => {
    const { assistant, answers } = scriptedAssistant();
    const store = new ChatStore(assistant, new ManualClock(0), new MemoryKeyValueStore());
    store.send('hi');
    answers[0]?.next({ kind: 'failed', reason: 'rate-limited' });
    answers[0]?.complete();
    expect({ failure: store.state.failure, waiting: store.state.waiting }).toEqual({ failure: 'rate-limited', waiting: false });
    expect(store.send('again')).toBe(true);
    expect(store.state.failure).toBeNull();
  });

  it('refuses blank text and a second message while waiting; Clear forgets everything', () => {
    const { store, clock, storage } = setUp(0);
    expect(store.send('   ')).toBe(false);
    store.send('first');
    expect(store.send('second')).toBe(false);
    clock.advance(1000);
    expect(store.send('second')).toBe(true);
    expect(store.state.messages.map((message) => message.type)).toEqual(['user', 'assistant', 'user']);
    store.clear();
    clock.advance(5000);
    expect({ messages: store.state.messages, stored: storage.read(CHAT_HISTORY_STORAGE_KEY) }).toEqual({ messages: [], stored: '[]' });
  });

  it('abandons an awaited reply when disposed', () => {
    const { store, clock } = setUp(0);
    store.send('hello');
    const before = store.state;
    store.dispose();
    clock.advance(5000);
    expect(store.state).toBe(before);
  });
});

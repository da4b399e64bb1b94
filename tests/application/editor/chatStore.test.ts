import { describe, expect, it } from 'vitest';
import { FixedRandom } from '../../../src/adapters/memory/fixedRandom.adapter';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { SimulatedAssistant } from '../../../src/adapters/simulated/simulatedAssistant.adapter';
import { ChatStore } from '../../../src/application/editor/chatStore';
import { CANNED_REPLIES } from '../../../src/domain/editor/cannedReplies';
import { CHAT_GREETING } from '../../../src/domain/editor/chat';

function setUp(...random: number[]) {
  const clock = new ManualClock(1000);
  const store = new ChatStore(new SimulatedAssistant(clock, new FixedRandom(...random)), clock);
  return { clock, store };
}

describe('ChatStore with the simulated assistant', () => {
  it('opens with the greeting', () => {
    const { store } = setUp();
    expect(store.state).toEqual({ messages: [{ id: 'greeting', type: 'assistant', content: CHAT_GREETING, timestamp: 1000 }], waiting: false });
  });

  it('waits 1000 ms plus the random part, then appends a canned reply with its snippet', () => {
    const { store, clock } = setUp(0.5, 0.3);
    expect(store.send('  How do I build a transaction?  ')).toBe(true);
    expect(store.state.waiting).toBe(true);
    clock.advance(1999);
    expect(store.state.messages).toHaveLength(2);
    clock.advance(1);
    expect(store.state).toEqual({
      messages: [
        expect.objectContaining({ id: 'greeting' }),
        { id: 'message-1', type: 'user', content: 'How do I build a transaction?', timestamp: 1000 },
        { id: 'message-2', type: 'assistant', timestamp: 3000, ...CANNED_REPLIES[1] },
      ],
      waiting: false,
    });
  });

  it('refuses blank text and a second message while waiting', () => {
    const { store, clock } = setUp(0);
    expect(store.send('   ')).toBe(false);
    store.send('first');
    expect(store.send('second')).toBe(false);
    clock.advance(1000);
    expect(store.send('second')).toBe(true);
    expect(store.state.messages.map((message) => message.type)).toEqual(['assistant', 'user', 'assistant', 'user']);
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_TIMEOUT_MS, resolveAssistantSettings, type AssistantSettings } from '../../src/adapters/config/assistantSettings';
import { FAKE_OPENAI_KEY, FAKE_OPENAI_MODEL, FAKE_OPENAI_PIECES, startFakeOpenAi, type FakeOpenAi } from '../support/fakeOpenAi';
import { serverFor } from './serverFixture';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi(0, 5);
});
afterAll(() => fake.close());

const settings = (overrides: Partial<AssistantSettings> = {}): AssistantSettings => ({
  baseUrl: fake.url,
  apiKey: FAKE_OPENAI_KEY,
  model: FAKE_OPENAI_MODEL,
  timeoutMs: 2000,
  ...overrides,
});

const ask = (assistant: AssistantSettings | null, content: string | unknown = 'hello') =>
  serverFor({}, { assistant }).request('/api/assistant', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof content === 'string' ? JSON.stringify({ messages: [{ role: 'user', content }] }) : JSON.stringify(content),
  });

/** The server-sent events of an answer, as [event, data] pairs. */
async function eventsOf(response: Response): Promise<[string, unknown][]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => [/^event: (.*)$/m.exec(block)?.[1] ?? '', JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown]);
}

describe('the assistant endpoint', () => {
  it('streams the model’s answer as delta events, with the key sent upstream only', async () => {
    const response = await ask(settings());
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await eventsOf(response);
    expect(events).toEqual([...FAKE_OPENAI_PIECES.map((text) => ['delta', { text }]), ['done', {}]]);
    expect(fake.requests.at(-1)).toMatchObject({ model: FAKE_OPENAI_MODEL, stream: true, messages: [{ role: 'system' }, { role: 'user', content: 'hello' }] });
  });

  it('reports 401, 429, an unreachable endpoint and a timeout as failed events', async () => {
    const reasons = async (assistant: AssistantSettings, content = 'hello') =>
      (await eventsOf(await ask(assistant, content))).filter(([event]) => event === 'failed').map(([, data]) => data);
    expect(await reasons(settings({ apiKey: 'wrong' }))).toEqual([{ reason: 'unauthorized' }]);
    expect(await reasons(settings(), 'give me status 429')).toEqual([{ reason: 'rate-limited' }]);
    expect(await reasons(settings({ baseUrl: 'http://127.0.0.1:9/v1' }))).toEqual([{ reason: 'unreachable' }]);
    expect(await reasons(settings({ timeoutMs: 200 }), 'hang')).toEqual([{ reason: 'timeout' }]);
  });

  it('answers 404 when no model is configured, and 400 for a malformed conversation', async () => {
    expect((await ask(null)).status).toBe(404);
    expect((await ask(settings(), { messages: [{ role: 'system', content: 'x' }] })).status).toBe(400);
    expect((await ask(settings(), { messages: [] })).status).toBe(400);
  });

  it('reads its settings from AI_BASE_URL, AI_API_KEY and AI_MODEL', () => {
    expect(resolveAssistantSettings({})).toBeNull();
    expect(resolveAssistantSettings({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3' })).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: '',
      model: 'llama3',
      timeoutMs: ASSISTANT_TIMEOUT_MS,
    });
    expect(resolveAssistantSettings({ AI_BASE_URL: 'ftp://x', AI_MODEL: 'm' })).toEqual({ error: 'AI_BASE_URL must be an http(s) URL' });
  });
});

/** The model the assistant endpoint forwards to: any OpenAI-compatible chat-completions server. */
export interface AssistantSettings {
  /** The API base, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1` (Ollama). */
  readonly baseUrl: string;
  /** Sent as a bearer token; never leaves the server. May be empty for a local server. */
  readonly apiKey: string;
  readonly model: string;
  /** The whole answer must arrive within this long. */
  readonly timeoutMs: number;
}

/** The environment variables of the assistant (docs/configuration.md). */
export interface AssistantEnvironment {
  readonly AI_BASE_URL?: string;
  readonly AI_API_KEY?: string;
  readonly AI_MODEL?: string;
}

/** An answer that takes longer than this is cut off with a timeout message. */
export const ASSISTANT_TIMEOUT_MS = 60_000;

/**
 * The assistant's settings when `AI_BASE_URL` and `AI_MODEL` are set (the key may be empty for a local model),
 * else null: the browser then uses the simulated assistant. A base that is not an http(s) URL is an error.
 */
export function resolveAssistantSettings(env: AssistantEnvironment): AssistantSettings | null | { readonly error: string } {
  const baseUrl = env.AI_BASE_URL?.trim() ?? '';
  const model = env.AI_MODEL?.trim() ?? '';
  if (baseUrl === '' || model === '') return null;
  if (!/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(baseUrl)) return { error: 'AI_BASE_URL must be an http(s) URL' };
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: env.AI_API_KEY?.trim() ?? '', model, timeoutMs: ASSISTANT_TIMEOUT_MS };
}

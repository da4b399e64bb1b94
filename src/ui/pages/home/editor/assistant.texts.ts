import { ASSISTANT_CODE_MAX_CHARS } from '../../../../domain/editor/codeContext';
import type { AssistantFailure } from '../../../../ports/assistant.port';

/** Why the model did not answer, as the assistant's message says it. */
export const ASSISTANT_FAILURES: Readonly<Record<AssistantFailure, string>> = {
  unauthorized: 'The AI model refused the request: the server’s API key was not accepted (401). Ask the administrator to check AI_API_KEY.',
  'rate-limited': 'The AI model is receiving too many requests right now (429). Wait a moment and send again.',
  timeout: 'The AI model took too long to answer. Send again, or ask a shorter question.',
  unreachable: 'The AI model could not be reached. Check the connection (or AI_BASE_URL on the server) and send again.',
  'bad-response': 'The AI model sent an answer that could not be read. Send again.',
};

/** The option to send the open file, or the selection in it, with a question. */
export const CHAT_SEND_CODE_LABEL = (path: string, selection: boolean) => (selection ? `Send the selection in ${path}` : `Send ${path}`);
export const CHAT_SEND_CODE_NOTE = `A live model gets the code with the question (at most ${ASSISTANT_CODE_MAX_CHARS.toLocaleString('en-US')} characters); the simulated assistant does not read it.`;
/** A snippet's one-click action: over the selection when there is one, else at the cursor (Ctrl+Z takes it back). */
export const CHAT_REPLACE_SELECTION_LABEL = 'Replace selection';

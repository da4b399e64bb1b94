import type { Observable } from 'rxjs';
import type { ChatReply, ChatTurn } from '../domain/editor/chat';
import type { CodeContext } from '../domain/editor/codeContext';
import { token, type Token } from './token';

/** Why a model could not answer; the UI shows each as an assistant message. */
export type AssistantFailure = 'unauthorized' | 'rate-limited' | 'timeout' | 'unreachable' | 'bad-response';

/** What an answer is made of as it arrives. */
export type AssistantEvent =
  /** A piece of a streamed Markdown answer, to append to the pieces before it. */
  | { readonly kind: 'delta'; readonly text: string }
  /** A whole answer at once (the simulated assistant). */
  | { readonly kind: 'reply'; readonly reply: ChatReply }
  /** The answer stopped: the reason. */
  | { readonly kind: 'failed'; readonly reason: AssistantFailure };

/** The AI assistant of the editor's sidebar. */
export interface Assistant {
  /**
   * Answers the conversation's last user turn: emits deltas or one reply, or a `failed` event, then completes.
   * Never errors. Unsubscribing abandons the answer. `code` (the open file or the selection) goes with the last
   * turn to a live model; the simulated assistant ignores it.
   */
  reply(conversation: readonly ChatTurn[], code?: CodeContext | null): Observable<AssistantEvent>;
}

export const Assistant: Token<Assistant> = token<Assistant>('Assistant');

import type { Observable } from 'rxjs';
import type { ChatReply } from '../domain/editor/chatReply';
import { token, type Token } from './token';

/** The AI assistant of the editor's sidebar. */
export interface Assistant {
  /**
   * Answers a prompt: emits one reply when it is ready, then completes. Never errors. Unsubscribing abandons the
   * answer.
   */
  reply(prompt: string): Observable<ChatReply>;
}

export const Assistant: Token<Assistant> = token<Assistant>('Assistant');

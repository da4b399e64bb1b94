import { defer, map, type Observable } from 'rxjs';
import { indexFor, pickWrapped, replyDelay, type ChatTurn } from '../../domain/editor/chat';
import type { Assistant, AssistantEvent } from '../../ports/assistant.port';
import type { Clock } from '../../ports/clock.port';
import type { Random } from '../../ports/random.port';
import { CANNED_REPLIES } from './cannedReplies';

/**
 * The assistant of the proof of concept, with no server call (spec section 2): after a random 1 to 3 seconds it
 * answers one of the canned replies, chosen at random. The conversation is not read.
 */
export class SimulatedAssistant implements Assistant {
  constructor(
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  reply(_conversation: readonly ChatTurn[]): Observable<AssistantEvent> {
    return defer(() => {
      const delay = replyDelay(this.random.next());
      const reply = pickWrapped(CANNED_REPLIES, indexFor(this.random.next(), CANNED_REPLIES.length));
      return this.clock.after(delay).pipe(map((): AssistantEvent => ({ kind: 'reply', reply })));
    });
  }
}

import { defer, map, type Observable } from 'rxjs';
import { cannedReply, replyDelay, replyIndexFor, type ChatReply } from '../../domain/editor/chat';
import type { Assistant } from '../../ports/assistant.port';
import type { Clock } from '../../ports/clock.port';
import type { Random } from '../../ports/random.port';

/**
 * The assistant of the proof of concept, with no server call (spec section 2): after a random 1 to 3 seconds it
 * answers one of the canned replies, chosen at random. The prompt is not read.
 */
export class SimulatedAssistant implements Assistant {
  constructor(
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  reply(_prompt: string): Observable<ChatReply> {
    return defer(() => {
      const delay = replyDelay(this.random.next());
      const reply = cannedReply(replyIndexFor(this.random.next()));
      return this.clock.after(delay).pipe(map(() => reply));
    });
  }
}

import { DatabaseUnavailableError } from './database';
import { guardDatabase } from './guardDatabase';

/** What became of one item of a batch: its answer, or the error its statement met. */
export type BatchOutcome<Answer> = { readonly answer: Answer } | { readonly error: unknown };

interface Waiting<Item, Answer> {
  readonly item: Item;
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Items sent in one turn of the event loop (and while a statement runs) go together in the next statement: one
 * commit for all instead of one each, which is what bounds writes on PGlite's single connection and a server's WAL
 * flushes. The statement starts once the turn's requests have been read (`setImmediate`), so on PGlite (which runs
 * on this thread) it does not hold up requests that already arrived. Each caller's promise settles once the
 * statement committed: nothing is acknowledged before it is durable. `settle` answers each item of a batch, in
 * order, and never throws.
 */
export abstract class TurnBatch<Item, Answer> {
  private waiting: Waiting<Item, Answer>[] = [];
  private running = false;
  private scheduled = false;

  protected constructor(private readonly maxBatch: number) {}

  /** Each item's outcome, in the order of `batch`. */
  protected abstract settle(batch: readonly Item[]): Promise<readonly BatchOutcome<Answer>[]>;

  protected enqueue(item: Item): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running || this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.runOne();
    });
  }

  private async runOne(): Promise<void> {
    this.running = true;
    const batch = this.waiting.splice(0, this.maxBatch);
    try {
      const outcomes = await this.settle(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index] ?? { error: new Error('a batch answered fewer items than it was sent') };
        if ('error' in outcome) waiting.reject(outcome.error);
        else waiting.resolve(outcome.answer);
      });
    } finally {
      this.running = false;
      this.schedule();
    }
  }
}

/**
 * Runs `statement` for the whole batch; when the database refuses it (a value breaks a rule), each item is tried
 * alone, so only that item's caller fails. A database that cannot answer fails them all. `statement` answers each
 * item, in order.
 */
export async function eachOrAlone<Item, Answer>(items: readonly Item[], statement: (batch: readonly Item[]) => Promise<readonly Answer[]>): Promise<BatchOutcome<Answer>[]> {
  try {
    return (await guardDatabase(() => statement(items))).map((answer) => ({ answer }));
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || items.length === 1) return items.map(() => ({ error }));
    const alone: BatchOutcome<Answer>[] = [];
    for (const item of items) alone.push(...(await eachOrAlone([item], statement)));
    return alone;
  }
}

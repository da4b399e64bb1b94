import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor, type Row } from './sqlMarketRows';

interface Part {
  /** What the statement writes (its batch): two parts with the same target never share a statement. */
  readonly target: string;
  readonly statement: SQL;
  readonly resolve: (rows: Row[]) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The write statements the batches of one turn send (`TurnBatch`: a payment's settlement, its history and its
 * notices; a claim's history and notices), sent as one statement: each a data-modifying `WITH` part, their rows
 * answered as JSON and handed back to each part. One statement is one round trip and one commit instead of one per
 * batch, which is what a write costs on PGlite's single connection (it runs on this thread) and on a server's WAL.
 * The parts are written atomically together; they run on one snapshot, so a part never reads another's rows (a batch
 * only writes rows its callers were answered for before). A combined statement the database refuses is sent again
 * part by part, so a part fails only its own batch (which then tries its rows one by one).
 */
class TurnStatements {
  private waiting: Part[] = [];
  private scheduled = false;

  constructor(private readonly db: Executor) {}

  rows(target: string, statement: SQL): Promise<Row[]> {
    return new Promise<Row[]>((resolve, reject) => {
      this.waiting.push({ target, statement, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // The next turn: the batches that settle in this one (each in its own `setImmediate`) have all sent theirs.
      setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    this.scheduled = false;
    const parts = this.waiting;
    this.waiting = [];
    // Parts of one target go in statements of their own turn, one after the other's rows are taken.
    const groups: Part[][] = [];
    for (const part of parts) {
      const group = groups.find((candidate) => candidate.every((other) => other.target !== part.target));
      if (group === undefined) groups.push([part]);
      else group.push(part);
    }
    for (const group of groups) void this.send(group);
  }

  private async send(parts: readonly Part[]): Promise<void> {
    if (parts.length === 1) return this.alone(parts[0]!);
    let rows: Row[];
    try {
      rows = await rowsOf(this.db, combined(parts));
    } catch {
      for (const part of parts) await this.alone(part);
      return;
    }
    const answers = parts.map((): Row[] => []);
    for (const row of rows) answers[Number(row['part'])]?.push(rowOf(row['row']));
    parts.forEach((part, index) => part.resolve(answers[index]!));
  }

  private async alone(part: Part): Promise<void> {
    try {
      part.resolve(await rowsOf(this.db, part.statement));
    } catch (error) {
      part.reject(error);
    }
  }
}

/** `WITH s0 AS (…), s1 AS (…) SELECT 0, row_to_json(s0) FROM s0 UNION ALL …`: every part's rows, tagged by part. */
function combined(parts: readonly Part[]): SQL {
  const name = (index: number) => sql.identifier(`s${index}`);
  const withs = parts.map((part, index) => sql`${name(index)} AS (${part.statement})`);
  const selects = parts.map((_, index) => sql`SELECT ${sql.raw(String(index))} AS "part", row_to_json(${name(index)}) AS "row" FROM ${name(index)}`);
  return sql`WITH ${sql.join(withs, sql`, `)} ${sql.join(selects, sql` UNION ALL `)}`;
}

/** A part's row as the drivers answer `json` (parsed; as text should a driver leave it so). */
const rowOf = (value: unknown): Row => (typeof value === 'string' ? (JSON.parse(value) as Row) : (value as Row));

const byDatabase = new WeakMap<Executor, TurnStatements>();

/**
 * Rows of `statement` (a write with `RETURNING`), sent with the other batches' statements of this turn on `db` as one
 * statement. `target` names the batch. Rows come back as JSON values: numbers (bigint too) as numbers, jsonb as
 * values; read them with `num`, `str`. A SQL error of the statement rejects; never one of another batch's.
 */
export function turnRows(db: Executor, target: string, statement: SQL): Promise<Row[]> {
  let statements = byDatabase.get(db);
  if (statements === undefined) {
    statements = new TurnStatements(db);
    byDatabase.set(db, statements);
  }
  return statements.rows(target, statement);
}

/**
 * What a write changed, as one server tells every server on the same database: the kind of data and, when the
 * change is to one row, its key (a session's id hash). `everything`: signals may have been missed (the listening
 * connection was lost and is back), so every cache starts again.
 */
export type ChangeTopic = 'claims' | 'sessions' | 'notices' | 'postings' | 'market' | 'github';

export interface ChangeSignal {
  readonly topic: ChangeTopic | 'everything';
  readonly key: string | null;
  /** Whether this server sent it (its own caches already know): a listener may act only on other servers' signals. */
  readonly fromHere: boolean;
}

/**
 * Change signals between the servers of one database (PostgreSQL `LISTEN/NOTIFY`; in-process on PGlite, which has
 * one writer). A server sends one after each write that a read cache or a live stream may hold; every server (the
 * sender too, at once and once) hears it, so caches drop what it names. A lost signal is never an error of the write
 * that sent it.
 */
export interface ChangeSignals {
  /** Tells every server that `topic` (the row `key`, if one) changed. Never rejects. */
  send(topic: ChangeTopic, key?: string | null): Promise<void>;
  /** Calls `listener` with each signal heard, from any server; returns the unsubscribe. */
  listen(listener: (signal: ChangeSignal) => void): () => void;
  /** Stops listening (the server is closing). */
  close(): Promise<void>;
}

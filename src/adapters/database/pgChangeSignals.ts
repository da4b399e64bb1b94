import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ChangeSignal, ChangeSignals, ChangeTopic } from '../../ports/changeSignals.port';

/** The PostgreSQL channel every server of the app listens on. */
export const CHANGE_CHANNEL = 'workbench_changes';
/** How long to wait before connecting again after the listening connection was lost or refused. */
const RECONNECT_MS = 500;

/** Reads a notification's payload (`{"o":origin,"t":topic,"k":key}`); anything else is no signal. */
function signalOf(payload: string | undefined): (ChangeSignal & { readonly origin: unknown }) | null {
  try {
    const parsed = JSON.parse(payload ?? '') as { o?: unknown; t?: unknown; k?: unknown };
    if (typeof parsed.t !== 'string') return null;
    return { origin: parsed.o, topic: parsed.t as ChangeTopic, key: typeof parsed.k === 'string' ? parsed.k : null, fromHere: false };
  } catch {
    return null;
  }
}

/**
 * Change signals over PostgreSQL `LISTEN/NOTIFY`: sent with `pg_notify` on the pool (`notify`), heard on one
 * dedicated connection running `LISTEN`, opened at the first listener and opened again after it was lost. Signals
 * sent while it was down are lost, so each (re)connection is heard as `everything` (every cache starts again). This
 * server's own signals reach its listeners at once; their echo from the database (marked with its `origin`) is
 * dropped.
 */
export class PgChangeSignals implements ChangeSignals {
  private readonly listeners = new Set<(signal: ChangeSignal) => void>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  /** Marks this server's notifications, so their echo is not heard twice. */
  private readonly origin = randomUUID();

  constructor(
    private readonly url: string,
    /** Runs `SELECT pg_notify($1, $2)` on the pool. */
    private readonly notify: (channel: string, payload: string) => Promise<unknown>,
    private readonly reconnectMs: number = RECONNECT_MS,
  ) {}

  async send(topic: ChangeTopic, key: string | null = null): Promise<void> {
    this.deliver({ topic, key, fromHere: true });
    await this.notify(CHANGE_CHANNEL, JSON.stringify({ o: this.origin, t: topic, ...(key === null ? {} : { k: key }) })).catch(() => undefined);
  }

  listen(listener: (signal: ChangeSignal) => void): () => void {
    this.listeners.add(listener);
    if (this.client === null && this.connecting === null && this.retry === null) void this.connect();
    return () => this.listeners.delete(listener);
  }

  /** Resolves once the listening connection is up (or has failed once); for start-up and tests. */
  ready(): Promise<void> {
    if (this.client === null && this.connecting === null && this.retry === null && !this.closed) void this.connect();
    return this.connecting ?? Promise.resolve();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
    this.listeners.clear();
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting = (async () => {
      const client = new pg.Client({ connectionString: this.url });
      client.on('error', () => this.lost(client));
      client.on('end', () => this.lost(client));
      client.on('notification', (message) => {
        if (message.channel !== CHANGE_CHANNEL) return;
        const signal = signalOf(message.payload);
        if (signal !== null && signal.origin !== this.origin) this.deliver({ topic: signal.topic, key: signal.key, fromHere: false });
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      } catch {
        await client.end().catch(() => undefined);
        this.later();
        return;
      }
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      // Whatever was sent before this connection listened is unknown here.
      this.deliver({ topic: 'everything', key: null, fromHere: false });
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    this.later();
  }

  private later(): void {
    if (this.closed || this.retry !== null) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.closed) void this.connect();
    }, this.reconnectMs);
    this.retry.unref?.();
  }

  private deliver(signal: ChangeSignal): void {
    for (const listener of [...this.listeners]) listener(signal);
  }
}

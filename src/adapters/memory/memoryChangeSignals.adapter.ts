import type { ChangeSignal, ChangeSignals, ChangeTopic } from '../../ports/changeSignals.port';

/**
 * Change signals within one process: enough on PGlite, where one server writes each data folder (and for tests,
 * where several server apps share one connection). Listeners hear each signal synchronously.
 */
export class MemoryChangeSignals implements ChangeSignals {
  private readonly listeners = new Set<(signal: ChangeSignal) => void>();

  send(topic: ChangeTopic, key: string | null = null): Promise<void> {
    for (const listener of [...this.listeners]) listener({ topic, key, fromHere: true });
    return Promise.resolve();
  }

  listen(listener: (signal: ChangeSignal) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}

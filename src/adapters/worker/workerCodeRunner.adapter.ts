import { Observable } from 'rxjs';
import type { Program, RunEvent } from '../../domain/editor/runEvent';
import type { CodeRunner } from '../../ports/codeRunner.port';
import type { SandboxRequest } from './runWorker';

const LEVELS = new Set(['log', 'info', 'warn', 'error']);

/** A message from the sandbox as a run event, or null when it is not one (the user's own postMessage). */
export function eventOf(data: unknown): RunEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  if (fields['kind'] === 'output' && LEVELS.has(String(fields['level']))) {
    return { kind: 'output', level: fields['level'] as 'log', text: String(fields['text']) };
  }
  if (fields['kind'] === 'started') return { kind: 'started' };
  if (fields['kind'] === 'value') return { kind: 'value', text: String(fields['text']) };
  if (fields['kind'] === 'finished') return { kind: 'finished' };
  if (fields['kind'] === 'broadcast' && typeof fields['txid'] === 'string' && typeof fields['hex'] === 'string') {
    return { kind: 'broadcast', txid: fields['txid'], hex: fields['hex'] };
  }
  if (fields['kind'] === 'failed') {
    const line = typeof fields['line'] === 'number' && fields['line'] > 0 ? fields['line'] : null;
    return { kind: 'failed', message: String(fields['message']), line };
  }
  return null;
}

/** Starts one sandbox worker (`runWorker.ts`, its own chunk, which loads the BSV SDK's chunk only when needed). */
export type SandboxFactory = () => Worker;

export const moduleWorkerSandbox: SandboxFactory = () => new Worker(new URL('./runWorker.ts', import.meta.url), { type: 'module', name: 'sandbox' });

/**
 * Runs code in a fresh module worker (no DOM, and it refuses the network), one worker a run, terminated when the
 * run ends or is unsubscribed (Stop, the time limit). The worker strips TypeScript's types itself.
 */
export class WorkerCodeRunner implements CodeRunner {
  constructor(private readonly startSandbox: SandboxFactory = moduleWorkerSandbox) {}

  run(program: Program): Observable<RunEvent> {
    const files = program.files.some((file) => file.path === program.path) ? program.files : [...program.files, { path: program.path, content: program.source }];
    const withDraft = files.map((file) => (file.path === program.path ? { path: file.path, content: program.source } : file));
    return this.sandbox({ kind: 'run', entry: program.path, language: program.language, files: withDraft });
  }

  evaluate(expression: string): Observable<RunEvent> {
    return this.sandbox({ kind: 'evaluate', expression });
  }

  private sandbox(request: SandboxRequest): Observable<RunEvent> {
    return new Observable<RunEvent>((subscriber) => {
      const worker = this.startSandbox();
      worker.addEventListener('message', (message: MessageEvent<unknown>) => {
        const event = eventOf(message.data);
        if (event === null) return;
        subscriber.next(event);
        if (event.kind !== 'output' && event.kind !== 'started' && event.kind !== 'broadcast') subscriber.complete();
      });
      // A worker whose script cannot load (its chunk missing, say) reports it here.
      worker.addEventListener('error', (error: ErrorEvent) => {
        error.preventDefault();
        subscriber.next({ kind: 'failed', message: (error.message || 'The sandbox could not start').replace(/^Uncaught /, ''), line: null });
        subscriber.complete();
      });
      worker.postMessage(request);
      return () => worker.terminate();
    });
  }
}

import { catchError, defer, from, Observable, of, switchMap } from 'rxjs';
import type { Program, RunEvent } from '../../domain/editor/runEvent';
import type { CodeRunner } from '../../ports/codeRunner.port';
import { expressionScript, programScript } from './sandboxScript';

/** Turns a TypeScript program into JavaScript, or rejects with the reason. */
export type TypeScriptCompiler = (program: Program) => Promise<string>;

const LEVELS = new Set(['log', 'info', 'warn', 'error']);

/** A message from the sandbox as a run event, or null when it is not one (the user's own postMessage). */
function eventOf(data: unknown): RunEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  if (fields['kind'] === 'output' && LEVELS.has(String(fields['level']))) {
    return { kind: 'output', level: fields['level'] as 'log', text: String(fields['text']) };
  }
  if (fields['kind'] === 'value') return { kind: 'value', text: String(fields['text']) };
  if (fields['kind'] === 'finished') return { kind: 'finished' };
  if (fields['kind'] === 'failed') {
    const line = typeof fields['line'] === 'number' && fields['line'] > 0 ? fields['line'] : null;
    return { kind: 'failed', message: String(fields['message']), line };
  }
  return null;
}

/**
 * Runs code in a fresh Web Worker made from a blob (no DOM, and the prelude refuses the network), one worker a
 * run, terminated when the run ends or is unsubscribed. TypeScript goes through `compile` first.
 */
export class WorkerCodeRunner implements CodeRunner {
  constructor(private readonly compile: TypeScriptCompiler) {}

  run(program: Program): Observable<RunEvent> {
    const javascript = defer(() => (program.language === 'typescript' ? from(this.compile(program)) : from([program.source])));
    return javascript.pipe(
      switchMap((code) => this.sandbox(programScript(code))),
      catchError((error: unknown) => of<RunEvent>({ kind: 'failed', message: `Could not compile ${program.path}: ${String(error)}`, line: null })),
    );
  }

  evaluate(expression: string): Observable<RunEvent> {
    return this.sandbox(expressionScript(expression));
  }

  private sandbox(script: string): Observable<RunEvent> {
    return new Observable<RunEvent>((subscriber) => {
      const url = URL.createObjectURL(new Blob([script], { type: 'text/javascript' }));
      const worker = new Worker(url, { name: 'sandbox' });
      subscriber.next({ kind: 'started' });
      worker.addEventListener('message', (message: MessageEvent<unknown>) => {
        const event = eventOf(message.data);
        if (event === null) return;
        subscriber.next(event);
        if (event.kind !== 'output' && event.kind !== 'started') subscriber.complete();
      });
      // A script that does not parse never reaches its own error handler: the worker reports it here.
      worker.addEventListener('error', (error: ErrorEvent) => {
        error.preventDefault();
        const message = (error.message || 'The code could not be run').replace(/^Uncaught /, '');
        subscriber.next({ kind: 'failed', message, line: error.lineno > 1 ? error.lineno - 1 : null });
        subscriber.complete();
      });
      return () => {
        worker.terminate();
        URL.revokeObjectURL(url);
      };
    });
  }
}

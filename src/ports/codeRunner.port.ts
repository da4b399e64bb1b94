import type { Observable } from 'rxjs';
import type { Program, RunEvent } from '../domain/editor/runEvent';
import { token, type Token } from './token';

/**
 * Runs code in a sandbox with no DOM and no network (a Web Worker in the browser). Each call starts a fresh
 * sandbox on subscription; unsubscribing stops it at once (an endless loop included).
 */
export interface CodeRunner {
  /**
   * Runs a JavaScript or TypeScript program (TypeScript is compiled first): emits `started` when the code begins
   * to run, its console output as it is written, then `finished`, or `failed` with the message and line of an uncaught error (a compile error
   * included), then completes. Never errors.
   */
  run(program: Program): Observable<RunEvent>;
  /** Evaluates one JavaScript expression: emits its output, then `value` (the result shown as text) or `failed`. */
  evaluate(expression: string): Observable<RunEvent>;
}

export const CodeRunner: Token<CodeRunner> = token<CodeRunner>('CodeRunner');

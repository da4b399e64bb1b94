import { Subscription, type Observable } from 'rxjs';
import { RUN_TIME_LIMIT_MS, TERMINAL_MAX_LINES } from '../../domain/editor/editorConstants';
import type { ConsoleLevel, Program, RunEvent } from '../../domain/editor/runEvent';
import { isRunnableLanguage, parseTerminalCommand } from '../../domain/editor/terminalCommand';
import { activeTab } from '../../domain/editor/tabSet';
import { findFile } from '../../domain/editor/workspaceFiles';
import { languageForPath } from '../../domain/editor/languageForPath';
import type { Clock } from '../../ports/clock.port';
import type { CodeRunner } from '../../ports/codeRunner.port';
import { Store } from '../shared/store';
import type { EditorStore } from './editorStore';

/** What the terminal tells on its own; the view words each one. */
export type TerminalNotice =
  | 'run-started'
  | 'run-finished'
  | 'run-stopped'
  | 'run-timed-out'
  | 'not-runnable'
  | 'no-such-file'
  | 'no-active-file'
  | 'busy'
  | 'help';

/** One line of the terminal. */
export type TerminalLine = { readonly id: number } & (
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'input'; readonly text: string }
  | { readonly kind: 'output'; readonly level: ConsoleLevel; readonly text: string }
  | { readonly kind: 'value'; readonly text: string }
  | { readonly kind: 'error'; readonly message: string; readonly line: number | null }
  | { readonly kind: 'notice'; readonly notice: TerminalNotice; readonly subject: string | null }
);

type NewLine = TerminalLine extends infer L ? (L extends { id: number } ? Omit<L, 'id'> : never) : never;

export interface TerminalState {
  readonly lines: readonly TerminalLine[];
  /** True while code runs; Stop ends it. */
  readonly running: boolean;
  /** The last transaction code sent to the devchain (the toolbar's Debug opens it); null: none since the page opened. */
  readonly lastBroadcast: { readonly txid: string; readonly hex: string } | null;
}

/**
 * The terminal panel: the seed's greeting, commands (`run [file]`, `clear`, `ls`, `help`, else a JavaScript
 * expression) and the output of runs, which stop on Stop or after `RUN_TIME_LIMIT_MS`.
 */
export class TerminalStore extends Store<TerminalState> {
  private nextId = 1;
  private current: Subscription | null = null;

  constructor(
    private readonly runner: CodeRunner,
    private readonly editor: EditorStore,
    private readonly clock: Clock,
  ) {
    super({ lines: [], running: false, lastBroadcast: null });
  }

  /** Shows the first lines (the seed's greeting) once. */
  greet(lines: readonly string[]): void {
    if (this.state.lines.length === 0) this.append(lines.map((text) => ({ kind: 'text', text })));
  }

  /** Runs the active tab's draft, or the file at `path` (its open draft if it has one). */
  run(path: string | null = null): void {
    if (this.state.running) return this.append([{ kind: 'notice', notice: 'busy', subject: null }]);
    const program = this.programFor(path);
    if (typeof program === 'string') return this.append([{ kind: 'notice', notice: program, subject: path }]);
    this.append([{ kind: 'notice', notice: 'run-started', subject: program.path }]);
    this.start(this.runner.run(program));
  }

  /** Takes a line typed at the prompt. */
  submit(input: string): void {
    const command = parseTerminalCommand(input);
    if (command.kind === 'empty') return;
    this.append([{ kind: 'input', text: input.trim() }]);
    if (command.kind === 'clear') return this.setState({ ...this.state, lines: [] });
    if (command.kind === 'help') return this.append([{ kind: 'notice', notice: 'help', subject: null }]);
    if (command.kind === 'ls') return this.append(this.editor.state.files.map((file) => ({ kind: 'text', text: file.path })));
    if (command.kind === 'run') return this.run(command.path);
    if (this.state.running) return this.append([{ kind: 'notice', notice: 'busy', subject: null }]);
    this.start(this.runner.evaluate(command.expression));
  }

  /** Ends the run at once. */
  stop(): void {
    if (!this.state.running) return;
    this.end({ kind: 'notice', notice: 'run-stopped', subject: null });
  }

  override dispose(): void {
    this.current?.unsubscribe();
    super.dispose();
  }

  private programFor(path: string | null): Program | TerminalNotice {
    const { tabs, files } = this.editor.state;
    const tab = path === null ? activeTab(tabs) : tabs.tabs.find((open) => open.path === path);
    if (path === null && tab === null) return 'no-active-file';
    const file = path === null ? undefined : findFile(files, path);
    const source = tab?.content ?? file?.content;
    const target = tab?.path ?? file?.path;
    if (source === undefined || target === undefined) return 'no-such-file';
    const language = tab?.language ?? languageForPath(target);
    // Imports see the open drafts, as the entry does: what is on screen is what runs.
    const drafts = new Map(tabs.tabs.map((open) => [open.path, open.content]));
    const withDrafts = files.map((workspaceFile) => ({ path: workspaceFile.path, content: drafts.get(workspaceFile.path) ?? workspaceFile.content }));
    return isRunnableLanguage(language) ? { path: target, language, source, files: withDrafts } : 'not-runnable';
  }

  private start(events: Observable<RunEvent>): void {
    this.setState({ ...this.state, running: true });
    // Adding to a subscription that ended (a run that ended synchronously) unsubscribes at once: no timer is left.
    const run = new Subscription();
    this.current = run;
    run.add(
      events.subscribe((event) => {
        // The limit counts from `started`: compiling (the TypeScript worker's first start can be slow) is not the run.
        if (event.kind === 'started') {
          run.add(this.clock.after(RUN_TIME_LIMIT_MS).subscribe(() => this.end({ kind: 'notice', notice: 'run-timed-out', subject: null })));
        } else {
          this.show(event);
        }
      }),
    );
  }

  private show(event: Exclude<RunEvent, { kind: 'started' }>): void {
    if (event.kind === 'broadcast') this.setState({ ...this.state, lastBroadcast: { txid: event.txid, hex: event.hex } });
    else if (event.kind === 'output') this.append([{ kind: 'output', level: event.level, text: event.text }]);
    else if (event.kind === 'value') this.end({ kind: 'value', text: event.text });
    else if (event.kind === 'failed') this.end({ kind: 'error', message: event.message, line: event.line });
    else this.end({ kind: 'notice', notice: 'run-finished', subject: null });
  }

  private end(line: NewLine | null): void {
    this.current?.unsubscribe();
    this.current = null;
    if (line !== null) this.append([line]);
    if (this.state.running) this.setState({ ...this.state, running: false });
  }

  private append(lines: readonly NewLine[]): void {
    const added = lines.map((line) => ({ ...line, id: this.nextId++ }) as TerminalLine);
    this.setState({ ...this.state, lines: [...this.state.lines, ...added].slice(-TERMINAL_MAX_LINES) });
  }
}

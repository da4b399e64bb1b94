import { describe, expect, it } from 'vitest';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { setUpTerminal as setUp, shown } from './terminalFixture';
import { RUN_TIME_LIMIT_MS } from '../../../src/domain/editor/editorConstants';


describe('TerminalStore', () => {
  it('runs the active tab’s draft and shows its output as it comes, then Finished', async () => {
    const { editor, runner, terminal } = await setUp();
    editor.openPath('src/app.js');
    editor.editTab(editor.state.tabs.activeTabId!, 'console.log(1)');
    terminal.run();
    expect({ program: runner.last?.program, running: terminal.state.running }).toEqual({
      program: {
        path: 'src/app.js',
        language: 'javascript',
        source: 'console.log(1)',
        // The workspace goes with it, so imports resolve; the open draft replaces the saved text.
        files: editor.state.files.map((file) => (file.path === 'src/app.js' ? { ...file, content: 'console.log(1)' } : file)),
      },
      running: true,
    });
    runner.last?.events.next({ kind: 'output', level: 'log', text: '1' });
    runner.last?.events.next({ kind: 'finished' });
    expect({ lines: shown(terminal.state.lines), running: terminal.state.running }).toEqual({
      lines: [
        { kind: 'notice', notice: 'run-started', subject: 'src/app.js' },
        { kind: 'output', level: 'log', text: '1' },
        { kind: 'notice', notice: 'run-finished', subject: null },
      ],
      running: false,
    });
  });

  it('stops a run on Stop, and after the time limit counted from its start (not its compiling)', async () => {
    const { runner, terminal, clock } = await setUp();
    terminal.run();
    terminal.stop();
    expect({ stopped: runner.last?.stopped, last: shown(terminal.state.lines).at(-1) }).toEqual({
      stopped: true,
      last: { kind: 'notice', notice: 'run-stopped', subject: null },
    });
    terminal.run();
    clock.advance(RUN_TIME_LIMIT_MS);
    expect(terminal.state.running).toBe(true);
    runner.last?.events.next({ kind: 'started' });
    clock.advance(RUN_TIME_LIMIT_MS - 1);
    expect(terminal.state.running).toBe(true);
    clock.advance(1);
    expect({ stopped: runner.last?.stopped, running: terminal.state.running, last: shown(terminal.state.lines).at(-1) }).toEqual({
      stopped: true,
      running: false,
      last: { kind: 'notice', notice: 'run-timed-out', subject: null },
    });
  });

  it('evaluates an expression, shows an error with its line, and knows ls, help, clear and run [file]', async () => {
    const { runner, terminal } = await setUp();
    terminal.submit(' 1 + 1 ');
    expect(runner.last?.expression).toBe('1 + 1');
    runner.last?.events.next({ kind: 'value', text: '2' });
    terminal.submit('oops(');
    runner.last?.events.next({ kind: 'failed', message: 'SyntaxError: Unexpected end of input', line: 1 });
    terminal.submit('run package.json');
    terminal.submit('run nope.js');
    expect(shown(terminal.state.lines)).toEqual([
      { kind: 'input', text: '1 + 1' },
      { kind: 'value', text: '2' },
      { kind: 'input', text: 'oops(' },
      { kind: 'error', message: 'SyntaxError: Unexpected end of input', line: 1 },
      { kind: 'input', text: 'run package.json' },
      { kind: 'notice', notice: 'not-runnable', subject: 'package.json' },
      { kind: 'input', text: 'run nope.js' },
      { kind: 'notice', notice: 'no-such-file', subject: 'nope.js' },
    ]);
    terminal.submit('clear');
    terminal.submit('ls');
    expect(shown(terminal.state.lines).map((line) => ('text' in line ? line.text : line.kind))).toEqual([
      'ls',
      ...SAMPLE_SEED.workspace.files.map((file) => file.path),
    ]);
    terminal.submit('run src/wallet.js');
    expect(runner.last?.program?.path).toBe('src/wallet.js');
    terminal.submit('help');
    terminal.submit('2 + 2');
    expect(shown(terminal.state.lines).slice(-3)).toEqual([
      { kind: 'notice', notice: 'help', subject: null },
      { kind: 'input', text: '2 + 2' },
      { kind: 'notice', notice: 'busy', subject: null },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { setUpTerminal as setUp, shown } from './terminalFixture';
import { TERMINAL_MAX_LINES } from '../../../src/domain/editor/editorConstants';


describe('TerminalStore at its edges', () => {
  it('greets once, and not over lines already shown', async () => {
    const { terminal } = await setUp();
    terminal.greet(['Hello', 'World']);
    terminal.greet(['Again']);
    expect(shown(terminal.state.lines)).toEqual([
      { kind: 'text', text: 'Hello' },
      { kind: 'text', text: 'World' },
    ]);
  });

  it('ignores a blank line, says busy to a second run, and Stop with nothing running changes nothing', async () => {
    const { runner, terminal } = await setUp();
    terminal.stop();
    terminal.submit('   ');
    expect(terminal.state).toEqual({ lines: [], running: false, lastBroadcast: null });
    terminal.run('src/app.js');
    const first = runner.last;
    terminal.run('src/wallet.js');
    expect({ same: runner.last === first, stopped: first?.stopped, lines: shown(terminal.state.lines) }).toEqual({
      same: true,
      stopped: false,
      lines: [
        { kind: 'notice', notice: 'run-started', subject: 'src/app.js' },
        { kind: 'notice', notice: 'busy', subject: null },
      ],
    });
  });

  it('runs a file by path from the workspace when no tab has it open, and its open draft when one does', async () => {
    const { editor, runner, terminal } = await setUp();
    const file = SAMPLE_SEED.workspace.files.find((candidate) => candidate.path === 'src/wallet.js');
    terminal.run('src/wallet.js');
    const fromFile = runner.last?.program;
    runner.last?.events.next({ kind: 'finished' });
    editor.openPath('src/wallet.js');
    editor.editTab(editor.state.tabs.activeTabId!, 'draft()');
    editor.openPath('src/app.js');
    terminal.run('src/wallet.js');
    const walletIn = (files: readonly { path: string; content: string }[] | undefined) => files?.find((candidate) => candidate.path === 'src/wallet.js')?.content;
    expect([fromFile, runner.last?.program].map((program) => ({ ...program, files: walletIn(program?.files) }))).toEqual([
      { path: 'src/wallet.js', language: 'javascript', source: file?.content, files: file?.content },
      { path: 'src/wallet.js', language: 'javascript', source: 'draft()', files: 'draft()' },
    ]);
  });

  it('says there is no active file when no tab is open, and no such file for an unknown path', async () => {
    const { editor, terminal, runner } = await setUp();
    for (const tab of editor.state.tabs.tabs) editor.closeTab(tab.id);
    terminal.run();
    terminal.run('missing.js');
    expect({ lines: shown(terminal.state.lines), runs: runner.last }).toEqual({
      lines: [
        { kind: 'notice', notice: 'no-active-file', subject: null },
        { kind: 'notice', notice: 'no-such-file', subject: 'missing.js' },
      ],
      runs: undefined,
    });
  });

  it('keeps only the last lines', async () => {
    const { terminal } = await setUp();
    terminal.run('missing.js');
    expect(shown(terminal.state.lines).at(-1)).toEqual({ kind: 'notice', notice: 'no-such-file', subject: 'missing.js' });
    const before = terminal.state.lines.at(-1)!.id;
    for (let line = 0; line < TERMINAL_MAX_LINES; line += 1) terminal.run('missing.js');
    expect({ count: terminal.state.lines.length, lastId: terminal.state.lines.at(-1)?.id }).toEqual({
      count: TERMINAL_MAX_LINES,
      lastId: before + TERMINAL_MAX_LINES,
    });
  });

  it('stops the run it holds when disposed', async () => {
    const { runner, terminal } = await setUp();
    terminal.run('src/app.js');
    terminal.dispose();
    expect(runner.last?.stopped).toBe(true);
  });
});

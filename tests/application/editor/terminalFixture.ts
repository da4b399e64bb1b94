import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryCodeRunner } from '../../../src/adapters/memory/memoryCodeRunner.adapter';
import { MemoryWorkspaceRepository } from '../../../src/adapters/memory/memoryWorkspaceRepository.adapter';
import { MemoryWorkspaceSource } from '../../../src/adapters/memory/memoryWorkspaceSource.adapter';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { EditorStore } from '../../../src/application/editor/editorStore';
import { TerminalStore, type TerminalLine } from '../../../src/application/editor/terminalStore';

/** A terminal over the sample workspace (loaded), a manual clock and a scripted code runner. */
export async function setUpTerminal() {
  const clock = new ManualClock(0);
  const editor = new EditorStore(new MemoryWorkspaceSource(SAMPLE_SEED), new MemoryWorkspaceRepository(), clock);
  await editor.ready;
  const runner = new MemoryCodeRunner();
  return { clock, editor, runner, terminal: new TerminalStore(runner, editor, clock) };
}

/** The terminal's lines without their ids. */
export const shown = (lines: readonly TerminalLine[]) => lines.map(({ id: _id, ...line }) => line);

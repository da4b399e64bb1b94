import { describe, expect, it } from 'vitest';
import { MemoryCatalog } from '../../../src/adapters/memory/memoryCatalog.adapter';
import { documentOfMarkdown } from '../../../src/adapters/manual/markdownBlocks';
import { OpenCodeExample } from '../../../src/application/editor/openCodeExample';
import { activeTab } from '../../../src/domain/editor/tabSet';
import type { Manual } from '../../../src/domain/manual/manualDocument';
import { setUpTerminal, shown } from './terminalFixture';

const GUIDES: Manual = { documents: [documentOfMarkdown('keys', '# Keys\n\n```js\nconsole.log("key");\n```\n\n```sh\nnpm start\n```\n\n```ts\nconsole.log(2);\n```')] };

async function setUp() {
  const { editor, runner, terminal } = await setUpTerminal();
  const catalog = new MemoryCatalog(GUIDES);
  return { editor, runner, terminal, catalog, openExample: new OpenCodeExample(catalog, editor, terminal) };
}

describe('OpenCodeExample', () => {
  it('adds the example as a file of examples/, opens it, shows the terminal and runs it', async () => {
    const { editor, runner, terminal, openExample } = await setUp();
    expect(await openExample.execute('keys/2')).toEqual({ ok: true, value: { path: 'examples/keys-2.ts' } });
    expect({
      file: editor.state.files.find((file) => file.path === 'examples/keys-2.ts')?.content,
      active: activeTab(editor.state.tabs)?.path,
      terminal: editor.state.terminalShown,
      ran: runner.last?.program?.path,
      source: runner.last?.program?.source,
      notice: shown(terminal.state.lines).at(-1),
    }).toEqual({
      file: 'console.log(2);',
      active: 'examples/keys-2.ts',
      terminal: true,
      ran: 'examples/keys-2.ts',
      source: 'console.log(2);',
      notice: { kind: 'notice', notice: 'run-started', subject: 'examples/keys-2.ts' },
    });
  });

  it('opens the same file the second time, and a new one beside it when the person changed it', async () => {
    const { editor, openExample } = await setUp();
    await openExample.execute('keys/1');
    const files = editor.state.files;
    expect([await openExample.execute('keys/1'), editor.state.files]).toEqual([{ ok: true, value: { path: 'examples/keys-1.js' } }, files]);
    const tab = activeTab(editor.state.tabs)!;
    editor.editTab(tab.id, 'mine');
    await editor.saveActive();
    expect(await openExample.execute('keys/1')).toEqual({ ok: true, value: { path: 'examples/keys-1-2.js' } });
  });

  it('opens and runs nothing for an address naming no example, or when the guides cannot be read', async () => {
    const { editor, runner, openExample, catalog } = await setUp();
    const before = editor.state;
    const answers = [await openExample.execute('keys/3'), await openExample.execute('nothing/1'), await openExample.execute('<script>')];
    catalog.fail();
    answers.push(await openExample.execute('keys/1'));
    expect({ answers, state: editor.state, runs: runner.runs.length }).toEqual({
      answers: [{ ok: false, error: { code: 'not-found' } }, { ok: false, error: { code: 'not-found' } }, { ok: false, error: { code: 'not-found' } }, { ok: false, error: { code: 'unavailable' } }],
      state: before,
      runs: 0,
    });
  });
});

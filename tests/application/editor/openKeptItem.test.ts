import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryMarketDesk } from '../../../src/adapters/memory/memoryMarketDesk.adapter';
import { MemoryWorkspaceRepository } from '../../../src/adapters/memory/memoryWorkspaceRepository.adapter';
import { MemoryWorkspaceSource } from '../../../src/adapters/memory/memoryWorkspaceSource.adapter';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { EditorStore } from '../../../src/application/editor/editorStore';
import { OpenKeptItem } from '../../../src/application/editor/openKeptItem';
import { tabIdFor } from '../../../src/domain/editor/tab';
import { activeTab } from '../../../src/domain/editor/tabSet';

const PARSER = [
  { name: 'parser.ts', content: 'console.log("parsed");' },
  { name: 'README.md', content: '# Parser' },
];

function setUp() {
  const market = new MemoryMarketDesk();
  market.files.set('item-1', PARSER);
  const editor = new EditorStore(new MemoryWorkspaceSource(SAMPLE_SEED), new MemoryWorkspaceRepository(), new ManualClock(0));
  return { market, editor, open: new OpenKeptItem(market, editor) };
}

describe('OpenKeptItem', () => {
  it('opens an item’s kept files in its own folder beside the person’s, the first one active', async () => {
    const { editor, open } = setUp();
    expect(await open.execute('item-1')).toEqual({ ok: true, value: { folder: 'market-items/item-1/', paths: ['market-items/item-1/parser.ts', 'market-items/item-1/README.md'] } });
    expect({
      person: editor.state.files.slice(0, SAMPLE_SEED.workspace.files.length),
      active: activeTab(editor.state.tabs)?.path,
      folders: editor.state.expandedFolders.filter((folder) => folder.startsWith('market-items')),
    }).toEqual({ person: SAMPLE_SEED.workspace.files, active: 'market-items/item-1/parser.ts', folders: ['market-items', 'market-items/item-1'] });
  });

  it('keeps the files read-only: an edit is not taken and nothing is saved', async () => {
    const { editor, open } = setUp();
    await open.execute('item-1');
    const id = tabIdFor('market-items/item-1/parser.ts');
    editor.editTab(id, 'console.log("changed");');
    await editor.saveActive();
    expect({ tab: activeTab(editor.state.tabs)?.content, file: editor.state.files.find((file) => file.path === 'market-items/item-1/parser.ts')?.content }).toEqual({
      tab: PARSER[0]!.content,
      file: PARSER[0]!.content,
    });
    editor.editTab(tabIdFor('welcome.js'), 'mine');
    expect(editor.state.tabs.tabs.find((tab) => tab.path === 'welcome.js')?.content).toBe('mine');
  });

  it('shows the market’s current files when opened again, its tabs reopened', async () => {
    const { market, editor, open } = setUp();
    await open.execute('item-1');
    market.files.set('item-1', [{ name: 'main.js', content: 'console.log(2);' }]);
    await open.execute('item-1');
    expect({
      kept: editor.state.files.filter((file) => file.path.startsWith('market-items/')),
      tabs: editor.state.tabs.tabs.map((tab) => tab.path).filter((path) => path.startsWith('market-items/')),
    }).toEqual({ kept: [{ path: 'market-items/item-1/main.js', content: 'console.log(2);' }], tabs: ['market-items/item-1/main.js'] });
  });

  it('says so for an item whose files are not kept, and changes nothing', async () => {
    const { editor, open } = setUp();
    await editor.ready;
    const before = editor.state;
    expect(await open.execute('item-9')).toEqual({ ok: false, error: { code: 'files-not-kept' } });
    expect(editor.state).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryTemplateFiles } from '../../../src/adapters/memory/memoryTemplateFiles.adapter';
import { MemoryWorkspaceRepository } from '../../../src/adapters/memory/memoryWorkspaceRepository.adapter';
import { MemoryWorkspaceSource } from '../../../src/adapters/memory/memoryWorkspaceSource.adapter';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { EditorStore } from '../../../src/application/editor/editorStore';
import { OpenTemplate } from '../../../src/application/editor/openTemplate';
import { activeTab } from '../../../src/domain/editor/tabSet';

const SWAP_FILES = [
  { path: 'src/TokenSwap.ts', content: 'export class TokenSwap {}' },
  { path: 'README.md', content: '# Token Swap' },
];

function setUp() {
  const repository = new MemoryWorkspaceRepository();
  const editor = new EditorStore(new MemoryWorkspaceSource(SAMPLE_SEED), repository, new ManualClock(0));
  const openTemplate = new OpenTemplate(new MemoryTemplateFiles({ 'token-swap': SWAP_FILES }), editor);
  return { editor, openTemplate, repository };
}

describe('OpenTemplate', () => {
  it('adds the template’s files beside the person’s, under templates/<id>/ when a name is taken, the first one active', async () => {
    const { editor, openTemplate } = setUp();
    expect(await openTemplate.execute('token-swap')).toEqual({
      ok: true,
      value: { folder: 'templates/token-swap/', paths: ['templates/token-swap/src/TokenSwap.ts', 'templates/token-swap/README.md'] },
    });
    expect({
      readme: editor.state.files.find((file) => file.path === 'README.md')?.content,
      active: activeTab(editor.state.tabs)?.path,
      open: editor.state.tabs.tabs.map((tab) => tab.path),
      folders: editor.state.expandedFolders,
    }).toEqual({
      readme: SAMPLE_SEED.workspace.files.find((file) => file.path === 'README.md')?.content,
      active: 'templates/token-swap/src/TokenSwap.ts',
      open: ['welcome.js', 'templates/token-swap/src/TokenSwap.ts', 'templates/token-swap/README.md'],
      folders: [...SAMPLE_SEED.workspace.expandedFolders, 'templates', 'templates/token-swap', 'templates/token-swap/src'],
    });
  });

  it('opens the same files again the second time instead of copying them', async () => {
    const { editor, openTemplate } = setUp();
    await openTemplate.execute('token-swap');
    const files = editor.state.files;
    const again = await openTemplate.execute('token-swap');
    expect({ paths: again.ok && again.value.paths, files: editor.state.files }).toEqual({
      paths: ['templates/token-swap/src/TokenSwap.ts', 'templates/token-swap/README.md'],
      files,
    });
  });

  it('says so for an unknown template and changes nothing', async () => {
    const { editor, openTemplate } = setUp();
    await editor.ready;
    const before = editor.state;
    expect(await openTemplate.execute('no-such-template')).toEqual({ ok: false, error: { code: 'not-found' } });
    expect(editor.state).toBe(before);
  });
});

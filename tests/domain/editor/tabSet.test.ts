import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tabIdFor } from '../../../src/domain/editor/tab';
import { activate, activeTab, closeTab, editTab, EMPTY_TAB_SET, openFile, retargetTab, saveTab } from '../../../src/domain/editor/tabSet';
import { arbitraryCommand, arbitraryFile, isValidTabSet, runCommands } from './arbitraries';

const file = (path: string, content = `// ${path}`) => ({ name: path, path, content, language: 'javascript' });

describe('a tab set', () => {
  it('opens files in order and focuses an already open path instead of adding a tab', () => {
    const set = [file('a.js'), file('b.js'), file('c.js'), file('a.js', 'other text')].reduce(openFile, EMPTY_TAB_SET);
    expect({ paths: set.tabs.map((tab) => tab.path), active: set.activeTabId, content: set.tabs[0]?.content }).toEqual({
      paths: ['a.js', 'b.js', 'c.js'],
      active: tabIdFor('a.js'),
      content: '// a.js',
    });
  });

  it('activates the last remaining tab when the active tab is closed, and keeps it otherwise', () => {
    const set = activate([file('a.js'), file('b.js'), file('c.js'), file('d.js')].reduce(openFile, EMPTY_TAB_SET), tabIdFor('b.js'));
    expect(closeTab(set, tabIdFor('b.js')).activeTabId).toBe(tabIdFor('d.js'));
    expect(closeTab(set, tabIdFor('d.js')).activeTabId).toBe(tabIdFor('b.js'));
    expect(closeTab(openFile(EMPTY_TAB_SET, file('a.js')), tabIdFor('a.js'))).toEqual(EMPTY_TAB_SET);
  });

  it('is dirty exactly while the draft differs from the saved text: undoing back clears it, Save clears it', () => {
    const set = openFile(EMPTY_TAB_SET, file('a.js'));
    const edited = editTab(set, tabIdFor('a.js'), 'new');
    expect(activeTab(edited)).toEqual({ ...file('a.js', 'new'), id: tabIdFor('a.js'), savedContent: '// a.js', isDirty: true });
    expect(activeTab(editTab(edited, tabIdFor('a.js'), '// a.js'))?.isDirty).toBe(false);
    const saved = saveTab(edited, tabIdFor('a.js'));
    expect(activeTab(saved)).toMatchObject({ content: 'new', savedContent: 'new', isDirty: false });
    expect(activeTab(editTab(saved, tabIdFor('a.js'), '// a.js'))?.isDirty).toBe(true);
    expect(saveTab(saved, tabIdFor('a.js'))).toBe(saved);
    expect(editTab(set, tabIdFor('zzz'), 'x')).toBe(set);
    expect(activate(set, tabIdFor('zzz'))).toBe(set);
    expect(closeTab(set, tabIdFor('zzz'))).toBe(set);
  });

  it("moves a renamed file's tab in place, keeping its draft and the active tab", () => {
    const set = activate(editTab([file('a.js'), file('b.js')].reduce(openFile, EMPTY_TAB_SET), tabIdFor('a.js'), 'draft'), tabIdFor('a.js'));
    const moved = retargetTab(set, 'a.js', { name: 'c.ts', path: 'src/c.ts', content: 'ignored', language: 'typescript' });
    expect(moved.tabs.map((tab) => `${tab.id} ${tab.name} ${tab.language} ${tab.content} ${tab.isDirty}`)).toEqual([
      'tab:src/c.ts c.ts typescript draft true',
      'tab:b.js b.js javascript // b.js false',
    ]);
    expect(moved.activeTabId).toBe(tabIdFor('src/c.ts'));
    expect(retargetTab(set, 'zzz', file('q.js'))).toBe(set);
  });

  it('always has its active tab among its tabs, and unique paths, after any commands', () => {
    fc.assert(fc.property(fc.array(arbitraryCommand, { maxLength: 40 }), (commands) => isValidTabSet(runCommands(EMPTY_TAB_SET, commands))));
  });

  it('activates the last remaining tab when the active one closes, after any history', () => {
    fc.assert(
      fc.property(fc.array(arbitraryCommand, { maxLength: 30 }), (commands) => {
        const set = runCommands(EMPTY_TAB_SET, commands);
        fc.pre(set.activeTabId !== null);
        const closed = closeTab(set, set.activeTabId!);
        return closed.activeTabId === (closed.tabs.at(-1)?.id ?? null) && closed.tabs.length === set.tabs.length - 1;
      }),
    );
  });

  it('never adds a tab when opening a path that is open; it activates it', () => {
    fc.assert(
      fc.property(fc.array(arbitraryCommand, { maxLength: 30 }), arbitraryFile, (commands, opened) => {
        const set = runCommands(EMPTY_TAB_SET, commands);
        const wasOpen = set.tabs.some((tab) => tab.path === opened.path);
        const after = openFile(set, opened);
        return after.tabs.length === set.tabs.length + (wasOpen ? 0 : 1) && activeTab(after)?.path === opened.path;
      }),
    );
  });
});

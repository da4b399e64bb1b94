import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tabIdFor } from '../../../src/domain/editor/tab';
import { activate, activeTab, closeTab, editTab, EMPTY_TAB_SET, openFile } from '../../../src/domain/editor/tabSet';
import { DEFAULT_WORKSPACE } from '../../../src/domain/editor/workspace';
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

  it('marks an edited tab dirty for good and ignores unknown ids', () => {
    const set = openFile(EMPTY_TAB_SET, file('a.js'));
    const edited = editTab(set, tabIdFor('a.js'), 'new');
    expect(activeTab(edited)).toEqual({ ...file('a.js', 'new'), id: tabIdFor('a.js'), isDirty: true });
    expect(activeTab(editTab(edited, tabIdFor('a.js'), '// a.js'))?.isDirty).toBe(true);
    expect(editTab(set, tabIdFor('zzz'), 'x')).toBe(set);
    expect(activate(set, tabIdFor('zzz'))).toBe(set);
    expect(closeTab(set, tabIdFor('zzz'))).toBe(set);
  });

  it('starts with the Welcome tab active', () => {
    expect(activeTab(DEFAULT_WORKSPACE.tabs)).toMatchObject({ name: 'Welcome', language: 'javascript', isDirty: false });
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

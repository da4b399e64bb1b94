import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStoredWorkspace } from '../../../src/domain/editor/parseStoredWorkspace';
import { tabIdFor } from '../../../src/domain/editor/tab';
import { EMPTY_TAB_SET } from '../../../src/domain/editor/tabSet';
import { DEFAULT_WORKSPACE, serializeWorkspace, type Workspace } from '../../../src/domain/editor/workspace';
import { arbitraryCommand, isValidTabSet, runCommands } from './arbitraries';

const tab = (path: string, overrides: Record<string, unknown> = {}) => ({
  id: `tab:${path}`, name: path, path, content: 'text', language: 'plaintext', isDirty: true, ...overrides,
});

describe('parseStoredWorkspace', () => {
  it('gives the default workspace for nothing stored, invalid JSON, another shape or version', () => {
    for (const raw of [null, '', '{bad', 'null', '[]', '42', '{"version":2,"tabs":[]}', '{"version":1}', '{"version":1,"tabs":{}}']) {
      expect(parseStoredWorkspace(raw)).toEqual(DEFAULT_WORKSPACE);
    }
  });

  it('keeps valid tabs, drops wrongly typed or repeated ones, and repairs the active tab', () => {
    const stored = JSON.stringify({
      version: 1,
      tabs: [tab('a.js'), tab('b.js', { isDirty: 'yes' }), 7, tab('c.js', { id: 'forged' }), tab('a.js', { content: 'dup' }), tab('')],
      activeTabId: 'tab:b.js',
      expandedFolders: ['src', 3, 'src'],
    });
    const workspace = parseStoredWorkspace(stored);
    expect({ paths: workspace.tabs.tabs.map((t) => `${t.id}=${t.content}`), active: workspace.tabs.activeTabId, folders: workspace.expandedFolders }).toEqual({
      paths: ['tab:a.js=text', 'tab:c.js=text'],
      active: tabIdFor('c.js'),
      folders: ['src'],
    });
  });

  it('keeps an empty workspace when every tab was closed, and defaults the folders when they are not a list', () => {
    expect(parseStoredWorkspace('{"version":1,"tabs":[],"activeTabId":null,"expandedFolders":"src"}')).toEqual({
      tabs: EMPTY_TAB_SET,
      expandedFolders: DEFAULT_WORKSPACE.expandedFolders,
    });
  });

  it('round-trips any workspace it wrote', () => {
    fc.assert(
      fc.property(fc.array(arbitraryCommand, { maxLength: 25 }), fc.uniqueArray(fc.string()), (commands, expandedFolders) => {
        const workspace: Workspace = { tabs: runCommands(DEFAULT_WORKSPACE.tabs, commands), expandedFolders };
        expect(parseStoredWorkspace(serializeWorkspace(workspace))).toEqual(workspace);
      }),
    );
  });

  it('never throws and always gives a valid tab set, whatever is stored', () => {
    const jsonish = fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((value) => JSON.stringify({ version: 1, tabs: [value], activeTabId: value })));
    fc.assert(fc.property(jsonish, (raw) => isValidTabSet(parseStoredWorkspace(raw).tabs)));
  });
});

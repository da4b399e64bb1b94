import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SEED } from '../../../src/adapters/sample/sampleWorkspaceSource.adapter';
import { parseStoredWorkspace, parseWorkspaceJson } from '../../../src/domain/editor/parseStoredWorkspace';
import { tabIdFor } from '../../../src/domain/editor/tab';
import { EMPTY_TAB_SET } from '../../../src/domain/editor/tabSet';
import { storedFormOf, type Workspace } from '../../../src/domain/editor/workspace';
import { arbitraryCommand, isValidTabSet, runCommands } from './arbitraries';

const DEFAULTS = SAMPLE_SEED.workspace;

const tab = (path: string, overrides: Record<string, unknown> = {}) => ({
  id: `tab:${path}`, name: path, path, content: 'text', language: 'plaintext', isDirty: true, ...overrides,
});

describe('parseStoredWorkspace', () => {
  it('gives the defaults for nothing stored, invalid JSON, another shape or version', () => {
    for (const raw of [null, '', '{bad', 'null', '[]', '42', '{"version":3,"tabs":[]}', '{"version":1}', '{"version":1,"tabs":{}}', '{"version":2,"files":{},"tabs":[]}']) {
      expect(parseWorkspaceJson(raw, DEFAULTS)).toEqual(DEFAULTS);
    }
  });

  it('reads a version 1 workspace (tabs only) over the default files: a dirty tab keeps its mark', () => {
    const stored = JSON.stringify({
      version: 1,
      tabs: [tab('src/app.js', { content: 'edited();' }), tab('b.js', { isDirty: 'yes' }), 7, tab('c.js', { id: 'forged', isDirty: false }), tab('src/app.js', { content: 'dup' }), tab('')],
      activeTabId: 'tab:b.js',
      expandedFolders: ['src', 3, 'src'],
    });
    const workspace = parseWorkspaceJson(stored, DEFAULTS);
    expect({
      tabs: workspace.tabs.tabs.map((t) => `${t.id}=${t.content} dirty:${t.isDirty}`),
      active: workspace.tabs.activeTabId,
      folders: workspace.expandedFolders,
      files: workspace.files,
      deleted: workspace.deleted,
    }).toEqual({
      tabs: ['tab:src/app.js=edited(); dirty:true', 'tab:b.js=text dirty:false', 'tab:c.js=text dirty:false'],
      active: tabIdFor('b.js'),
      folders: ['src'],
      files: DEFAULTS.files,
      deleted: null,
    });
  });

  it('keeps an empty workspace when every tab was closed, and defaults the folders when they are not a list', () => {
    expect(parseStoredWorkspace({ version: 2, files: [], tabs: [], activeTabId: null, expandedFolders: 'src', deleted: 4 }, DEFAULTS)).toEqual({
      files: [],
      tabs: EMPTY_TAB_SET,
      expandedFolders: DEFAULTS.expandedFolders,
      deleted: null,
    });
  });

  it('round-trips any workspace it wrote', () => {
    const file = fc.record({ path: fc.string({ minLength: 1 }), content: fc.string() });
    fc.assert(
      fc.property(
        fc.array(arbitraryCommand, { maxLength: 25 }),
        fc.uniqueArray(file, { selector: (f) => f.path }),
        fc.uniqueArray(fc.string()),
        fc.option(file, { nil: null }),
        (commands, files, expandedFolders, deleted) => {
          const workspace: Workspace = { files, tabs: runCommands(DEFAULTS.tabs, commands), expandedFolders, deleted };
          expect(parseWorkspaceJson(JSON.stringify(storedFormOf(workspace)), DEFAULTS)).toEqual(workspace);
        },
      ),
    );
  });

  it('never throws and always gives a valid tab set, whatever is stored', () => {
    const jsonish = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify({ version: 1, tabs: [value], activeTabId: value })),
      fc.jsonValue().map((value) => JSON.stringify({ version: 2, files: [value], tabs: [value], activeTabId: value, deleted: value })),
    );
    fc.assert(fc.property(jsonish, (raw) => isValidTabSet(parseWorkspaceJson(raw, DEFAULTS).tabs)));
  });
});

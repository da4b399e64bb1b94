import type { Container } from 'inversify';
import { lazyPort } from '../../adapters/lazy/lazyPort';
import { lazyWorkspaceRepository } from '../../adapters/lazy/lazyWorkspaceRepository';
import { Assistant } from '../../ports/assistant.port';
import { Clipboard } from '../../ports/clipboard.port';
import { DeveloperGuideCatalog } from '../../ports/manualCatalogs';
import { KeptItemFiles } from '../../ports/keptItemFiles.port';
import { CodeRunner } from '../../ports/codeRunner.port';
import { SourceControl } from '../../ports/sourceControl.port';
import { TemplateFiles } from '../../ports/templateFiles.port';
import { WorkspaceRepository } from '../../ports/workspaceRepository.port';
import { WorkspaceSource } from '../../ports/workspaceSource.port';
import { bindAdapters } from '../shellPorts';
import type { BrowserPortsContext } from './browserPortsContext';
import { bundledDeveloperGuides } from './manualPorts';

/** The editor's ports: its adapters (IndexedDB workspace, sandboxed runner, the assistant's client) load with its page. */
export function bindEditorPorts(container: Container, { clock, random, persistentStore, code }: BrowserPortsContext): void {
  const { editorAdapters, sampleHub } = code;
  bindAdapters(
    container,
    { assistant: Assistant, workspaceSource: WorkspaceSource, workspaceRepository: WorkspaceRepository, codeRunner: CodeRunner, clipboard: Clipboard, sourceControl: SourceControl, templateFiles: TemplateFiles, developerGuideCatalog: DeveloperGuideCatalog, keptItemFiles: KeptItemFiles },
    {
      assistant: lazyPort(async () => (await editorAdapters()).assistant(clock, random), { reply: 'observable' }),
      workspaceSource: lazyPort(async () => (await editorAdapters()).workspaceSource(), { seed: 'promise' }),
      workspaceRepository: lazyWorkspaceRepository(async () => (await editorAdapters()).workspaceRepository(persistentStore)),
      codeRunner: lazyPort(async () => (await editorAdapters()).codeRunner(), { run: 'observable', evaluate: 'observable' }),
      clipboard: lazyPort(async () => (await editorAdapters()).clipboard(), { copy: 'promise' }),
      // Git itself (isomorphic-git) and the zip code load with their first use, never with the editor.
      sourceControl: lazyPort(async () => (await editorAdapters()).sourceControl(), { branch: 'promise', read: 'promise', commit: 'promise', downloadZip: 'promise' }),
      templateFiles: lazyPort(() => sampleHub().then((hub) => new hub.SampleTemplateFiles()), { files: 'promise' }),
      // The guides' text loads when an example's link opens one, never with the editor.
      developerGuideCatalog: lazyPort(async () => new (await bundledDeveloperGuides()).BundledDeveloperGuides(), { read: 'observable' }),
      // The market's files reader (the one View Source uses) loads when "Open in editor" opens an item, never with the
      // editor; the rest of the market's client stays with the exchange.
      keptItemFiles: lazyPort<KeptItemFiles>(async () => ({ filesOf: (await import('../../adapters/http/httpItemFiles')).fetchItemFiles }), { filesOf: 'promise' }),
    },
  );
}

import type { Container } from 'inversify';
import { ChatStore } from '../application/editor/chatStore';
import { EditorStore } from '../application/editor/editorStore';
import { OpenCodeExample } from '../application/editor/openCodeExample';
import { OpenKeptItem } from '../application/editor/openKeptItem';
import { OpenTemplate } from '../application/editor/openTemplate';
import { TerminalStore } from '../application/editor/terminalStore';
import { BranchStore } from '../application/sourceControl/branchStore';
import { SourceControlStore } from '../application/sourceControl/sourceControlStore';
import { Assistant } from '../ports/assistant.port';
import { Clock } from '../ports/clock.port';
import { CodeRunner } from '../ports/codeRunner.port';
import { PersistentStore } from '../ports/keyValueStore.port';
import { KeptItemFiles } from '../ports/keptItemFiles.port';
import { DeveloperGuideCatalog } from '../ports/manualCatalogs';
import { TemplateFiles } from '../ports/templateFiles.port';
import { SourceControl } from '../ports/sourceControl.port';
import { WorkspaceRepository } from '../ports/workspaceRepository.port';
import { WorkspaceSource } from '../ports/workspaceSource.port';
import { bindService } from './resolve';
import { bindUnsavedWork } from './unsavedWorkBinding';
import { BrowserConnectivity } from '../adapters/browser/browserConnectivity.adapter';
import { Connectivity } from '../ports/connectivity.port';

/** Binds the code editor's stores to the container's adapters (loaded with its route: `FEATURE_BINDINGS`) and starts the workspace's read. */
export function bindEditor(container: Container): void {
  bindService(container, EditorStore, (get) => new EditorStore(get(WorkspaceSource), get(WorkspaceRepository), get(Clock)));
  bindService(container, ChatStore, (get) => new ChatStore(get(Assistant), get(Clock), get(PersistentStore)));
  bindService(container, OpenTemplate, (get) => new OpenTemplate(get(TemplateFiles), get(EditorStore)));
  bindService(container, OpenKeptItem, (get) => new OpenKeptItem(get(KeptItemFiles), get(EditorStore)));
  bindService(container, BranchStore, (get) => new BranchStore(get(SourceControl)));
  // Source Control's store is small and made when its panel first opens; git itself loads on the repository's first
  // read (`GitSourceControl`), never with the editor.
  bindService(
    container,
    SourceControlStore,
    (get) => new SourceControlStore(get(SourceControl), get(EditorStore), get(BranchStore), get(Clock)),
  );
  bindService(container, TerminalStore, (get) => new TerminalStore(get(CodeRunner), get(EditorStore), get(Clock)));
  bindService(container, OpenCodeExample, (get) => new OpenCodeExample(get(DeveloperGuideCatalog), get(EditorStore), get(TerminalStore)));
  // The stored workspace is read as the feature loads, beside the page's code and before its first render, not
  // when the page first asks for the store: on `/` that read would otherwise queue behind Monaco's evaluation.
  // The status bar's offline word; a container that already has an adapter (the tests') keeps it.
  if (!container.isBound(Connectivity)) container.bind(Connectivity).toConstantValue(new BrowserConnectivity());
  const editor = container.get(EditorStore);
  // A new version of the app never reloads the page under unsaved tabs (`AppUpdateStore`).
  bindUnsavedWork(container).register(() => editor.state.tabs.tabs.some((tab) => tab.isDirty));
}

/** The browser's adapters of this feature's ports, bound by the browser's composition root with the feature. */
export { bindEditorPorts } from './featurePorts/editorPorts';

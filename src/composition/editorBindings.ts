import type { Container } from 'inversify';
import { ChatStore } from '../application/editor/chatStore';
import { EditorStore } from '../application/editor/editorStore';
import { OpenTemplate } from '../application/editor/openTemplate';
import { TerminalStore } from '../application/editor/terminalStore';
import { Assistant } from '../ports/assistant.port';
import { Clipboard } from '../ports/clipboard.port';
import { Clock } from '../ports/clock.port';
import { CodeRunner } from '../ports/codeRunner.port';
import { PersistentStore } from '../ports/keyValueStore.port';
import { TemplateCatalog } from '../ports/templateCatalog.port';
import { WorkspaceRepository } from '../ports/workspaceRepository.port';
import { WorkspaceSource } from '../ports/workspaceSource.port';
import { bindService } from './resolve';

/** The adapters of the code editor's own ports (its other ports are the app's: Clock, PersistentStore, …). */
export interface EditorAdapters {
  readonly assistant: Assistant;
  readonly workspaceSource: WorkspaceSource;
  readonly workspaceRepository: WorkspaceRepository;
  readonly codeRunner: CodeRunner;
  readonly clipboard: Clipboard;
}

/**
 * Binds the code editor's ports and stores. The browser calls it when the editor's page first loads (see
 * `EditorFeature`), so none of this code rides in the entry; the tests' container calls it at once.
 */
export function bindEditor(container: Container, adapters: EditorAdapters): void {
  container.bind(Assistant).toConstantValue(adapters.assistant);
  container.bind(WorkspaceSource).toConstantValue(adapters.workspaceSource);
  container.bind(WorkspaceRepository).toConstantValue(adapters.workspaceRepository);
  container.bind(CodeRunner).toConstantValue(adapters.codeRunner);
  container.bind(Clipboard).toConstantValue(adapters.clipboard);
  bindService(container, EditorStore, (get) => new EditorStore(get(WorkspaceSource), get(WorkspaceRepository), get(Clock)));
  bindService(container, ChatStore, (get) => new ChatStore(get(Assistant), get(Clock), get(PersistentStore)));
  bindService(container, OpenTemplate, (get) => new OpenTemplate(get(TemplateCatalog), get(EditorStore)));
  bindService(container, TerminalStore, (get) => new TerminalStore(get(CodeRunner), get(EditorStore), get(Clock)));
}

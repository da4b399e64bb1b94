import type { Container } from 'inversify';
import { ServerAssistant } from '../adapters/assistant/serverAssistant.adapter';
import { NavigatorClipboard } from '../adapters/browser/navigatorClipboard.adapter';
import { IndexedDbWorkspaceRepository } from '../adapters/indexeddb/indexedDbWorkspaceRepository.adapter';
import { monacoTypeScriptCompiler } from '../adapters/monaco/monacoTypeScriptCompiler';
import { SampleWorkspaceSource } from '../adapters/sample/sampleWorkspaceSource.adapter';
import { SimulatedAssistant } from '../adapters/sample/simulatedAssistant.adapter';
import { WorkerCodeRunner } from '../adapters/worker/workerCodeRunner.adapter';
import { Clock } from '../ports/clock.port';
import { PersistentStore } from '../ports/keyValueStore.port';
import { Random } from '../ports/random.port';
import { bindEditor } from './editorBindings';
import { resolve } from './resolve';

/**
 * The browser's adapters of the code editor, bound with its stores. Loaded (by `import()`) with the editor's page,
 * so the IndexedDB workspace, the sandboxed runner and the assistant's client stay out of the entry.
 */
export function bindBrowserEditor(container: Container): void {
  const clock = resolve(container, Clock);
  // Monaco, set up with its bundled workers, is loaded with the editor page; Run compiles TypeScript with it.
  const loadMonaco = () => import('../ui/pages/home/editor/monaco/setUpMonaco').then((module) => module.setUpMonaco());
  bindEditor(container, {
    assistant: new ServerAssistant(new SimulatedAssistant(clock, resolve(container, Random))),
    workspaceSource: new SampleWorkspaceSource(),
    workspaceRepository: new IndexedDbWorkspaceRepository(resolve(container, PersistentStore)),
    codeRunner: new WorkerCodeRunner(monacoTypeScriptCompiler(loadMonaco)),
    clipboard: new NavigatorClipboard(),
  });
}

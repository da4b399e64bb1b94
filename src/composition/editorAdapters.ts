import { ServerAssistant } from '../adapters/assistant/serverAssistant.adapter';
import { NavigatorClipboard } from '../adapters/browser/navigatorClipboard.adapter';
import { IndexedDbWorkspaceRepository } from '../adapters/indexeddb/indexedDbWorkspaceRepository.adapter';
import { monacoTypeScriptCompiler } from '../adapters/monaco/monacoTypeScriptCompiler';
import { SampleWorkspaceSource } from '../adapters/sample/sampleWorkspaceSource.adapter';
import { SimulatedAssistant } from '../adapters/sample/simulatedAssistant.adapter';
import { WorkerCodeRunner } from '../adapters/worker/workerCodeRunner.adapter';
import type { Assistant } from '../ports/assistant.port';
import type { Clipboard } from '../ports/clipboard.port';
import type { Clock } from '../ports/clock.port';
import type { CodeRunner } from '../ports/codeRunner.port';
import type { KeyValueStore } from '../ports/keyValueStore.port';
import type { Random } from '../ports/random.port';
import type { WorkspaceRepository } from '../ports/workspaceRepository.port';
import type { WorkspaceSource } from '../ports/workspaceSource.port';

/*
 * The browser's adapters of the code editor's ports, as one chunk: loaded (`import()`) with the editor's feature
 * (`bindApplication`'s adapter code) and on first use (`browserContainer.ts`), so the IndexedDB workspace, the
 * sandboxed runner and the assistant's client stay out of the entry.
 */

/** The model on the app's server (`/api/assistant`); the simulated assistant when the server has none. */
export const assistant = (clock: Clock, random: Random): Assistant => new ServerAssistant(new SimulatedAssistant(clock, random));

export const workspaceSource = (): WorkspaceSource => new SampleWorkspaceSource();

export const workspaceRepository = (persistentStore: KeyValueStore): WorkspaceRepository => new IndexedDbWorkspaceRepository(persistentStore);

/** Runs code in a sandboxed worker; TypeScript compiles with Monaco (its bundled workers load with the editor page). */
export const codeRunner = (): CodeRunner =>
  new WorkerCodeRunner(
    monacoTypeScriptCompiler(() =>
      import('../ui/pages/home/editor/monaco/setUpMonaco').then((module) => {
        module.startTypeScriptWorker();
        return module.setUpMonaco();
      }),
    ),
  );

export const clipboard = (): Clipboard => new NavigatorClipboard();

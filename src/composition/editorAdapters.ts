import { ServerAssistant } from '../adapters/assistant/serverAssistant.adapter';
import { NavigatorClipboard } from '../adapters/browser/navigatorClipboard.adapter';
import { GitSourceControl } from '../adapters/git/gitSourceControl.adapter';
import { IndexedDbWorkspaceRepository } from '../adapters/indexeddb/indexedDbWorkspaceRepository.adapter';
import { SampleWorkspaceSource } from '../adapters/sample/sampleWorkspaceSource.adapter';
import { SimulatedAssistant } from '../adapters/sample/simulatedAssistant.adapter';
import { WorkerCodeRunner } from '../adapters/worker/workerCodeRunner.adapter';
import type { Assistant } from '../ports/assistant.port';
import type { Clipboard } from '../ports/clipboard.port';
import type { Clock } from '../ports/clock.port';
import type { CodeRunner } from '../ports/codeRunner.port';
import type { KeyValueStore } from '../ports/keyValueStore.port';
import type { Random } from '../ports/random.port';
import type { SourceControl } from '../ports/sourceControl.port';
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

/** Runs code in a sandboxed module worker that strips TypeScript's types itself (the editor's TypeScript service is not waited for). */
export const codeRunner = (): CodeRunner => new WorkerCodeRunner();

export const clipboard = (): Clipboard => new NavigatorClipboard();

/** The workspace's git repository in IndexedDB; isomorphic-git loads on its first read or commit, fflate on the first zip. */
export const sourceControl = (): SourceControl => new GitSourceControl();

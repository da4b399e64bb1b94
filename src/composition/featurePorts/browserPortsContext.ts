import type * as HubAdapters from '../../adapters/http/httpAdapters';
import type * as ApiReferenceAdapter from '../../adapters/http/httpApiReference.adapter';
import type * as SampleHub from '../../adapters/sample/sampleHub';
import type { Clock } from '../../ports/clock.port';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import type { Random } from '../../ports/random.port';
import type { RuntimeConfig } from '../../ports/runtimeConfig.port';
import type * as EditorAdapters from '../editorAdapters';

/**
 * What the browser's adapters of a feature's ports take from the composition root (`browserContainer.ts`). Each
 * feature's ports are bound by a module of this folder, loaded with the feature, so the entry bundle carries
 * neither their tokens nor their wiring; each adapter's code loads with its first use (`lazyPort`).
 */
export interface BrowserPortsContext {
  readonly config: RuntimeConfig;
  readonly clock: Clock;
  readonly random: Random;
  readonly tabStore: KeyValueStore;
  readonly persistentStore: KeyValueStore;
  /** The query of the page the app started on (`?listings=N` sizes the sample market). */
  readonly firstSearch: string;
  /** The adapters' code a feature's load and its ports share, so an adapter asked for after its feature loaded continues in a microtask. */
  readonly code: {
    readonly sampleHub: () => Promise<typeof SampleHub>;
    readonly editorAdapters: () => Promise<typeof EditorAdapters>;
    readonly apiReference: () => Promise<typeof ApiReferenceAdapter>;
    readonly hubAdapters: () => Promise<typeof HubAdapters>;
  };
}

/// <reference lib="webworker" />
import { formatConsoleLine, formatValue } from '../../domain/editor/formatValue';
import type { WorkspaceFile } from '../../domain/editor/workspaceFiles';
import { trackTimers, type TimerScope } from './timerTracker';
import { locateError, RunFailure, WorkspaceModules } from './workspaceModules';
import { workerDevchain } from './workerDevchain';

/*
 * The sandbox a run happens in: a module worker, one a run, ended by the page (`worker.terminate()`) on Stop or at
 * the time limit. It strips types with sucrase (no TypeScript service to wait for), preloads the BSV SDK only when a
 * module imports it (its own chunk), refuses the network, sends `console` output to the page, then runs the code.
 */

/** What the page asks: a program (an entry among the workspace's files) or an expression. */
export type SandboxRequest =
  | { readonly kind: 'run'; readonly entry: string; readonly language: string; readonly files: readonly WorkspaceFile[] }
  | { readonly kind: 'evaluate'; readonly expression: string };

declare const self: DedicatedWorkerGlobalScope;
const post = (message: unknown) => self.postMessage(message);
const NETWORK = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'WebTransport', 'importScripts'];
const CONSOLE_LEVELS = { log: 'log', info: 'info', warn: 'warn', error: 'error', debug: 'log', dir: 'log', trace: 'log', table: 'log' } as const;

/** Replaces the network on the global and every prototype that holds it with functions that throw. */
function refuseNetwork(): void {
  for (const name of NETWORK) {
    const refuse = () => {
      throw new Error(`${name} is not available in the sandbox: code here has no network.`);
    };
    for (let target: object | null = self; target !== null; target = Object.getPrototypeOf(target) as object | null) {
      if (target !== self && !Object.prototype.hasOwnProperty.call(target, name)) continue;
      try {
        Object.defineProperty(target, name, { value: refuse, writable: false, configurable: false });
      } catch {
        // A property the engine will not redefine stays as it is; the page's CSP still holds.
      }
    }
  }
}

function captureConsole(): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    (console as unknown as Record<string, unknown>)[method] = (...values: unknown[]) => post({ kind: 'output', level, text: formatConsoleLine(values) });
  }
}

/** An uncaught error as the page's `failed` message: its line when it is in the entry, else its file and line. */
function fail(error: unknown, entry: string | null): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : `Uncaught ${formatValue(error)}`;
  const place = error instanceof RunFailure ? (error.path === null ? null : { path: error.path, line: error.line }) : locateError(error);
  if (place === null || place.line === null || place.path === entry) return post({ kind: 'failed', message, line: place?.line ?? null });
  post({ kind: 'failed', message: `${message} (${place.path}, line ${place.line})`, line: null });
}

async function run(request: Extract<SandboxRequest, { kind: 'run' }>): Promise<void> {
  const modules = new WorkspaceModules(request.files);
  const needsSdk = modules.compile(request.entry, request.language);
  const sdk = needsSdk ? await import('@bsv/sdk') : null;
  // Taken before the network is refused: the devchain's client reaches only this origin's /api/devchain.
  const ownFetch = self.fetch.bind(self);
  const noticeBroadcast = (txid: string, hex: string) => post({ kind: 'broadcast', txid, hex });
  const workbench = sdk === null ? null : { devchain: workerDevchain(sdk, ownFetch, self.location.origin, noticeBroadcast) };
  refuseNetwork();
  const timers = trackTimers(self as unknown as TimerScope);
  post({ kind: 'started' });
  await modules.run(request.entry, sdk, workbench);
  // As in Node, the run ends when its code is done and no timer of it is left to call back.
  await timers.idle();
  post({ kind: 'finished' });
}

async function evaluate(expression: string): Promise<void> {
  refuseNetwork();
  post({ kind: 'started' });
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => () => Promise<unknown>;
  const value = await new AsyncFunction(`return (\n${expression}\n);`)();
  post({ kind: 'value', text: typeof value === 'string' ? JSON.stringify(value) : formatValue(value) });
}

captureConsole();
self.addEventListener('message', (message: MessageEvent<SandboxRequest>) => {
  const request = message.data;
  const entry = request.kind === 'run' ? request.entry : null;
  self.addEventListener('error', (event) => {
    event.preventDefault();
    fail(event.error ?? new Error(event.message.replace(/^Uncaught /, '')), entry);
  });
  self.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    fail(event.reason, entry);
  });
  (request.kind === 'run' ? run(request) : evaluate(request.expression)).catch((error: unknown) => fail(error, entry));
}, { once: true });

import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Each worker module of Monaco, replaced by a class that records which worker was started. */
const started: string[] = [];
const fakeWorker = (name: string) => ({
  default: class {
    constructor() {
      started.push(name);
    }
  },
});
vi.mock('monaco-editor/editor/editor.worker?worker', () => fakeWorker('editor'));
vi.mock('monaco-editor/language/css/css.worker?worker', () => fakeWorker('css'));
vi.mock('monaco-editor/language/html/html.worker?worker', () => fakeWorker('html'));
vi.mock('monaco-editor/language/json/json.worker?worker', () => fakeWorker('json'));
vi.mock('monaco-editor/language/typescript/ts.worker?worker', () => fakeWorker('typescript'));

type GetWorker = (workerId: string, label: string) => unknown;

/** A fresh copy of the module (its once-only start is module state), installed. */
async function installed(): Promise<{ getWorker: GetWorker; startTypeScriptWorker: () => void }> {
  vi.resetModules();
  const workers = await import('../../../src/ui/pages/home/editor/monaco/monacoWorkers');
  workers.installMonacoWorkers();
  const environment = (self as unknown as { MonacoEnvironment: { getWorker: GetWorker } }).MonacoEnvironment;
  return { getWorker: environment.getWorker, startTypeScriptWorker: workers.startTypeScriptWorker };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("Monaco's workers", () => {
  beforeEach(() => {
    started.length = 0;
  });

  it('start at once for the core editor and the other languages', async () => {
    const { getWorker } = await installed();
    ['editorWorkerService', 'css', 'html', 'json'].forEach((label) => getWorker('workerMain.js', label));
    expect(started).toEqual(['editor', 'css', 'html', 'json']);
  });

  it("hold TypeScript's worker, for JavaScript and TypeScript, until a file first needs it, then start each asked for", async () => {
    const { getWorker, startTypeScriptWorker } = await installed();
    const javascript = getWorker('workerMain.js', 'javascript');
    const typescript = getWorker('workerMain.js', 'typescript');
    await settle();
    const before = [...started];
    startTypeScriptWorker();
    startTypeScriptWorker();
    await Promise.all([javascript, typescript]);
    expect({ before, after: started }).toEqual({ before: [], after: ['typescript', 'typescript'] });
  });
});

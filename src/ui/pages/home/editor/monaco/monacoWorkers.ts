import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import CssWorker from 'monaco-editor/language/css/css.worker?worker';
import HtmlWorker from 'monaco-editor/language/html/html.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import TypeScriptWorker from 'monaco-editor/language/typescript/ts.worker?worker';

/** The worker each language label of Monaco runs in; everything else runs in the core editor worker. */
const WORKERS_BY_LABEL: Readonly<Record<string, new () => Worker>> = {
  json: JsonWorker,
  css: CssWorker,
  scss: CssWorker,
  less: CssWorker,
  html: HtmlWorker,
  handlebars: HtmlWorker,
  razor: HtmlWorker,
  typescript: TypeScriptWorker,
  javascript: TypeScriptWorker,
};

/** The labels served by TypeScript's worker (1.15 MB Brotli, 36 MB of heap). */
const TYPESCRIPT_LABELS: ReadonlySet<string> = new Set(['typescript', 'javascript']);

let wanted: () => void = () => undefined;
const typeScriptWanted = new Promise<void>((resolve) => {
  wanted = resolve;
});

/**
 * Lets TypeScript's worker start (once; later calls do nothing). Until then Monaco's requests to it wait: the worker
 * starts when a file first needs its language features (an edit, a key, the pointer over the code, a TypeScript
 * run), not at first paint, where it would compete with showing the editor.
 */
export function startTypeScriptWorker(): void {
  wanted();
}

/**
 * Tells Monaco where its workers are: files bundled from node_modules and served by this app (CSP `worker-src
 * 'self'`), never a CDN.
 */
export function installMonacoWorkers(): void {
  self.MonacoEnvironment = {
    getWorker: (_workerId: string, label: string) => {
      const LabelWorker = WORKERS_BY_LABEL[label] ?? EditorWorker;
      return TYPESCRIPT_LABELS.has(label) ? typeScriptWanted.then(() => new LabelWorker()) : new LabelWorker();
    },
  };
}

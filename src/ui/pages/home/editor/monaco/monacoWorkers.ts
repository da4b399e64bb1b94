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

/**
 * Tells Monaco where its workers are: files bundled from node_modules and served by this app (CSP `worker-src
 * 'self'`), never a CDN.
 */
export function installMonacoWorkers(): void {
  self.MonacoEnvironment = {
    getWorker: (_workerId: string, label: string) => new (WORKERS_BY_LABEL[label] ?? EditorWorker)(),
  };
}

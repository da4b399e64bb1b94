import type * as Monaco from 'monaco-editor';
import type { Program } from '../../domain/editor/runEvent';
import type { TypeScriptCompiler } from '../worker/workerCodeRunner.adapter';

let counter = 0;

/**
 * Compiles TypeScript with the TypeScript worker Monaco already runs for the editor: the program goes into a
 * model of its own, the worker emits it (type errors do not stop the emit, as with `tsc`), the model is disposed.
 * `loadMonaco` resolves Monaco set up with its bundled workers.
 */
export function monacoTypeScriptCompiler(loadMonaco: () => Promise<typeof Monaco>): TypeScriptCompiler {
  return async (program: Program) => {
    const monaco = await loadMonaco();
    counter += 1;
    const uri = monaco.Uri.parse(`file:///__run__/${counter}/${program.path.replace(/\.[^./]*$/, '')}.ts`);
    const model = monaco.editor.createModel(program.source, 'typescript', uri);
    try {
      const client = await (await monaco.typescript.getTypeScriptWorker())(uri);
      const output = await client.getEmitOutput(uri.toString());
      const javascript = output.outputFiles.find((file) => file.name.endsWith('.js'));
      if (javascript === undefined) throw new Error('the TypeScript worker emitted no JavaScript');
      return javascript.text;
    } finally {
      model.dispose();
    }
  };
}

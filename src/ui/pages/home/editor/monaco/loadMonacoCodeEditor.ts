import type { ComponentType } from 'react';
import type { CodeEditorProps } from '../codeEditorProps';
import { nextTask } from './nextTask';

export type CodeEditorModule = { readonly default: ComponentType<CodeEditorProps> };

/**
 * Evaluates Monaco and the editor component in stages, each in its own task: Monaco's editor widget with the base,
 * platform and view code under it; the rest of its core (the editor API); its contributions and languages; the app's
 * workers, theme and providers; the component. The work is that of one import, but the page no longer freezes for
 * all of it at once (one task of about 250 ms on a two-core machine at full speed, where no stage now takes more than
 * about 70 ms): it paints and answers input in between. The chunks are preloaded with the page, so no stage waits for
 * the network. The widget's path is Monaco's internal one: should an upgrade move it, the build fails on it.
 */
export async function loadMonacoCodeEditor(): Promise<CodeEditorModule> {
  await import('monaco-editor/editor/browser/widget/codeEditor/codeEditorWidget');
  await nextTask();
  await import('monaco-editor/editor/editor.api');
  await nextTask();
  const { setUpMonaco } = await import('./setUpMonaco');
  await nextTask();
  setUpMonaco();
  await nextTask();
  return import('./MonacoCodeEditor');
}

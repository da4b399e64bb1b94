import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { CodeEditorProps } from './codeEditorProps';
import { codeEditorLoadMoment } from './codeEditorLoadMoment';
import { loadMonacoCodeEditor, type CodeEditorModule } from './monaco/loadMonacoCodeEditor';

let loaded: CodeEditorModule | null = null;
let loading: Promise<CodeEditorModule> | null = null;

/**
 * Downloads and evaluates Monaco's editor component once (later calls share it; a failed download is tried again
 * on the next call). Monaco and its workers stay out of the entry chunk and off every other route. Tests replace
 * Monaco's loader with a stand-in (jsdom cannot run Monaco).
 */
export function loadCodeEditor(): Promise<CodeEditorModule> {
  if (loading === null) {
    loading = loadMonacoCodeEditor().then((module) => (loaded = module));
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * Loads the code editor at its moment: the first interaction with the page, or right after the first paint when the
 * editor was reached from another page of the app (see `codeEditorLoadMoment`).
 */
export const startCodeEditorLoad = (reachedInApp: boolean): Promise<CodeEditorModule> => codeEditorLoadMoment(reachedInApp).then(loadCodeEditor);

/** Whether the router's location is not the document's first: the editor was reached through the app. */
export const useReachedInApp = (): boolean => useLocation().key !== 'default';

/**
 * The code editor component, or null until its moment (`codeEditorLoadMoment`) and its load. Not `React.lazy`: a component that suspends is revealed
 * with React's fallback throttle (up to 300 ms after its skeleton showed), even when the module arrived at once.
 * A failed download is thrown to the route's error view, as a failed page load is.
 */
export function useCodeEditor(): ComponentType<CodeEditorProps> | null {
  const [module, setModule] = useState(loaded);
  const [failure, setFailure] = useState<unknown>(null);
  const reachedInApp = useReachedInApp();
  useEffect(() => {
    if (module !== null) return;
    let current = true;
    startCodeEditorLoad(reachedInApp).then(
      (arrived) => current && setModule(arrived),
      (error: unknown) => current && setFailure(() => error),
    );
    return () => {
      current = false;
    };
  }, [module, reachedInApp]);
  if (failure !== null) throw failure instanceof Error ? failure : new Error(String(failure));
  return module?.default ?? null;
}

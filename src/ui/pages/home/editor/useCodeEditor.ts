import { useEffect, useState, type ComponentType } from 'react';
import type { CodeEditorProps } from './codeEditorProps';
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

const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Resolves at once on a screen with a fine pointer (a mouse), and on a touch screen at the person's first touch, key
 * or wheel: a phone paints the file as text and stays responsive, and Monaco's download and evaluation (over a second
 * of main-thread work on a phone) come when the person starts to work.
 */
function readyToLoad(): Promise<void> {
  if (typeof window.matchMedia !== 'function' || !window.matchMedia('(pointer: coarse)').matches) return Promise.resolve();
  return new Promise((resolve) => {
    const start = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  });
}

/** Loads the code editor now with a mouse, at the first touch on a touch screen (see `readyToLoad`). */
export const startCodeEditorLoad = (): Promise<CodeEditorModule> => readyToLoad().then(loadCodeEditor);

/**
 * The code editor component, or null while it loads (on a touch screen, until the first touch). Not `React.lazy`: a component that suspends is revealed
 * with React's fallback throttle (up to 300 ms after its skeleton showed), even when the module arrived at once.
 * A failed download is thrown to the route's error view, as a failed page load is.
 */
export function useCodeEditor(): ComponentType<CodeEditorProps> | null {
  const [module, setModule] = useState(loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (module !== null) return;
    let current = true;
    startCodeEditorLoad().then(
      (arrived) => current && setModule(arrived),
      (error: unknown) => current && setFailure(() => error),
    );
    return () => {
      current = false;
    };
  }, [module]);
  if (failure !== null) throw failure instanceof Error ? failure : new Error(String(failure));
  return module?.default ?? null;
}

/** What starting TypeScript's worker on use listens to: the parts of Monaco's code editor it needs. */
export interface EditorUses {
  onDidChangeModelContent(listener: () => void): { dispose(): void };
  onKeyDown(listener: () => void): { dispose(): void };
  onMouseMove(listener: () => void): { dispose(): void };
  onDidDispose(listener: () => void): { dispose(): void };
}

/** With the code shown and left alone this long, TypeScript's worker starts anyway, for the file's diagnostics. */
export const TYPESCRIPT_WORKER_IDLE_START_MS = 2000;
/**
 * After the first edit, key or pointer move, TypeScript's worker starts this much later: the use's own answer (the
 * typed character, the caret) is painted first, not behind the worker's 1.15 MB download and parse on a busy CPU.
 * As long as Monaco's own hover delay, so a first hover asks no later than it would anyway.
 */
export const TYPESCRIPT_WORKER_USE_DELAY_MS = 300;

/**
 * Starts TypeScript's worker (`start`, once) shortly after the first use of the editor, or after a quiet while with
 * the code shown; never once the editor is gone.
 */
export function startTypeScriptWorkerOnUse(editor: EditorUses, start: () => void): void {
  const uses: { dispose(): void }[] = [];
  const stopListening = () => uses.splice(0).forEach((use) => use.dispose());
  const startNow = () => {
    stopListening();
    start();
  };
  let timer = setTimeout(startNow, TYPESCRIPT_WORKER_IDLE_START_MS);
  const used = () => {
    stopListening();
    clearTimeout(timer);
    timer = setTimeout(startNow, TYPESCRIPT_WORKER_USE_DELAY_MS);
  };
  uses.push(editor.onDidChangeModelContent(used), editor.onKeyDown(used), editor.onMouseMove(used));
  editor.onDidDispose(() => {
    stopListening();
    clearTimeout(timer);
  });
}

/**
 * The person's first signs of work on the page: a mouse moving over it, a press, a touch, a key, a wheel. Any of them
 * starts Monaco's load.
 */
const FIRST_INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const start = () => {
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of FIRST_INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  });
}

/** Resolves after the browser has painted what is on screen now: a frame, then a task after it. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

let moment: Promise<void> | null = null;

/**
 * When Monaco may start loading (issue 39, "the editor paints at once"): at the person's first interaction with the
 * page, after the workbench and the file's text have been painted. Until then the text can be read, scrolled and
 * selected; Monaco's evaluation and first render (about half a second of main thread on this project's two-core
 * machine, over a second on a phone) then run while the hand reaches the text, instead of holding up the first
 * paint and the first input. With a mouse the load starts at the first movement over the page, usually well before
 * the click that places the cursor; the place clicked is carried over (`previewHandoff`). Measured in
 * docs/benchmarks.md (Lighthouse on `/`). When the person came from another page of the app (`reachedInApp`: the
 * router's location is not the document's first), right after the workbench's first paint: their hand is already on
 * the page. Not the browser's user activation: automation (Playwright's own queries) sets it on a page no one
 * touched. The same moment for every caller, decided by the first.
 */
export function codeEditorLoadMoment(reachedInApp: boolean): Promise<void> {
  moment ??= reachedInApp ? afterNextPaint() : firstInteraction();
  return moment;
}

/**
 * Resolves once the browser has painted the current frame: a frame callback runs just before the paint, and a task
 * queued from it runs after. The entry awaits it when index.html brings the shell's static frame, so the frame shows
 * before the app's first render, a long task on a phone, holds the main thread (issue 39's first paint). A hidden
 * page paints no frames (a tab opened in the background): it goes on at once there, and after 100 ms at the latest.
 */
const LATEST_MS = 100;

export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, LATEST_MS);
  });

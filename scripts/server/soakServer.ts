/**
 * The built app in a process of its own for `npm run soak`: prints its URL as the first IPC message, and answers
 * each `memory` message with its heap and RSS after a full garbage collection (run with --expose-gc).
 */
import { startApp } from './loadTarget';

const app = await startApp();
process.send?.({ url: app.url });
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  process.send?.({ heapUsed, rss });
});
process.on('disconnect', () => void app.close().then(() => process.exit(0)));

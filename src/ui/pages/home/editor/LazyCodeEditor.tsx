import { lazy } from 'react';

/** Downloads and evaluates Monaco's editor component (once; later calls share the module). */
export const loadCodeEditor = () => import('./monaco/MonacoCodeEditor');

/**
 * The Monaco editor, loaded only when the editor screen first shows a tab: Monaco and its workers stay out of
 * the entry chunk and off every other route. Tests replace the module with a stand-in (jsdom cannot run Monaco).
 */
export const LazyCodeEditor = lazy(loadCodeEditor);

import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import { registerBitcoinLanguageFeatures } from './bitcoinLanguageFeatures';
import { defineBitcoinTheme } from './bitcoinTheme';
import { installMonacoWorkers } from './monacoWorkers';

export { startTypeScriptWorker } from './monacoWorkers';

let setUp = false;

/**
 * Prepares Monaco once per page: its workers, the loader pointed at the copy bundled from node_modules (the
 * loader's default is a CDN, which must never be used), the theme, snippets and hover help. Later calls only
 * return Monaco, so providers are never registered twice.
 */
export function setUpMonaco(): typeof monaco {
  if (!setUp) {
    setUp = true;
    installMonacoWorkers();
    loader.config({ monaco });
    defineBitcoinTheme(monaco);
    registerBitcoinLanguageFeatures(monaco);
  }
  return monaco;
}

import { WELCOME_TAB_NAME } from './editorConstants';
import type { ExpandedFolders } from './fileTree';
import { languageForPath } from './languageForPath';
import type { OpenableFile } from './tab';

const WELCOME_CONTENT = `// Welcome to Bitcoin Code, a workbench for Bitcoin SV developers.
//
// - Open a file from the Explorer on the left; edits are kept in this browser.
// - Type bitcoin-transaction, bitcoin-wallet or smart-contract for snippets.
// - Hover words such as transaction, satoshi or UTXO for help.
// - Ask the AI Assistant on the right for code examples.

const greeting = 'Hello, BSV!';
console.log(greeting);
`;

/** The tab open at first. A JavaScript file, so the status bar starts at 'JavaScript' as the spec shows. */
export const WELCOME_FILE: OpenableFile = {
  name: WELCOME_TAB_NAME,
  path: 'welcome.js',
  content: WELCOME_CONTENT,
  language: languageForPath('welcome.js'),
};

/** Folders src and components of the sample project are open at first. */
export const DEFAULT_EXPANDED_FOLDERS: ExpandedFolders = ['src', 'src/components'];

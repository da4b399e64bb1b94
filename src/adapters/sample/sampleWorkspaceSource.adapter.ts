import { languageForPath } from '../../domain/editor/languageForPath';
import { EMPTY_TAB_SET, openFile } from '../../domain/editor/tabSet';
import type { OpenableFile } from '../../domain/editor/tab';
import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';
import type { WorkspaceSeed, WorkspaceSource } from '../../ports/workspaceSource.port';
import { APP_JS, INDEX_JS, PACKAGE_JSON, README_MD, SAMPLE_OUTPUT_JS, TRANSACTION_JSX, WALLET_JS } from './sampleProjectFiles';

const WELCOME_CONTENT = `// Welcome to Bitcoin Code, a workbench for Bitcoin SV developers.
//
// - Open a file from the Explorer on the left; edits are kept in this browser.
// - Open src/index.js and press Run: it signs a testnet transaction with @bsv/sdk, offline.
// - Type bitcoin-transaction, bitcoin-wallet or smart-contract for snippets that run.
// - Hover words such as transaction, satoshi or UTXO for help.
// - Ask the AI Assistant on the right for code examples.

const greeting = 'Hello, BSV!';
console.log(greeting);
`;

/** The tab open at first. A JavaScript file, so the status bar starts at 'JavaScript' as the spec shows. */
export const SAMPLE_WELCOME_FILE: OpenableFile = {
  name: 'Welcome',
  path: 'welcome.js',
  content: WELCOME_CONTENT,
  language: languageForPath('welcome.js'),
};

/** The sample project shown in the explorer (spec section 2), in the explorer's order. */
export const SAMPLE_PROJECT_FILES: WorkspaceFiles = [
  { path: 'src/components/Transaction.jsx', content: TRANSACTION_JSX },
  { path: 'src/index.js', content: INDEX_JS },
  { path: 'src/wallet.js', content: WALLET_JS },
  { path: 'src/app.js', content: APP_JS },
  { path: 'src/sampleOutput.js', content: SAMPLE_OUTPUT_JS },
  { path: 'package.json', content: PACKAGE_JSON },
  { path: 'README.md', content: README_MD },
];

/** The terminal's first line: how to run the sample. Everything after it is what code printed. */
export const SAMPLE_TERMINAL_OUTPUT: readonly string[] = ['Open src/index.js and press Run, or type run src/index.js. Type help for the commands.'];

/** The seed of the embedded default: the sample project, the Welcome tab, folders src and components open. */
export const SAMPLE_SEED: WorkspaceSeed = {
  workspace: {
    files: SAMPLE_PROJECT_FILES,
    tabs: openFile(EMPTY_TAB_SET, SAMPLE_WELCOME_FILE),
    expandedFolders: ['src', 'src/components'],
    deleted: null,
  },
  welcome: SAMPLE_WELCOME_FILE,
  terminalGreeting: SAMPLE_TERMINAL_OUTPUT,
};

/** The embedded default's workspace source: the sample wallet project. */
export class SampleWorkspaceSource implements WorkspaceSource {
  seed(): Promise<WorkspaceSeed> {
    return Promise.resolve(SAMPLE_SEED);
  }
}

import type { StorageNotice } from '../../../../application/editor/editorState';
import type { TerminalNotice } from '../../../../application/editor/terminalStore';
import type { PhoneArea, SidePanel } from '../../../../domain/editor/editorConstants';
import type { FileNameError } from '../../../../domain/editor/workspaceFiles';
import { RUN_TIME_LIMIT_MS } from '../../../../domain/editor/editorConstants';

/** The code editor screen's words (spec sections 2 and 9), beside the views that show them. */

export const EDITOR_TAB_SIZE = 2;
export const EDITOR_FONT_SIZE = 13;
export const EDITOR_LINE_HEIGHT = 20;

/** The status bar's fixed items (the branch is the workspace repository's). */
export const STATUS_BRANCH_LABEL = 'Branch';
export const STATUS_ENCODING = 'UTF-8';
export const STATUS_INDENTATION = `Spaces: ${EDITOR_TAB_SIZE}`;

export const SEARCH_PLACEHOLDER = 'Search files...';
export const SEARCH_LABEL = 'Search files';
export const SEARCH_NO_MATCHES = 'No matches.';
export const DEBUG_PANEL_TEXT = 'No launch configuration. Debugging is not available in this demo.';
export const NO_OPEN_EDITORS = 'No open editors. Choose a file in the Explorer.';
export const CODE_EDITOR_LOADING = 'Loading the code editor…';
/** The active file's text while the code editor loads: it can be read and scrolled, not yet edited. */
export const codePreviewLabel = (fileName: string) => `${fileName}: code, read-only while the editor loads`;
export const OPEN_WELCOME_LABEL = 'Open Welcome';

/** The name each side panel shows as its heading and on its activity bar button. */
export const SIDE_PANEL_TITLES: Readonly<Record<SidePanel, string>> = {
  explorer: 'Explorer',
  search: 'Search',
  git: 'Source Control',
  debug: 'Run and Debug',
  transactions: 'Transactions',
  chain: 'Chain',
};

/** Shown while the Transactions panel's code loads (it is not in the editor's first load), and if it cannot. */
export const TRANSACTIONS_LOADING = 'Loading the transaction inspector…';
export const TRANSACTIONS_LOAD_FAILED = 'The transaction inspector could not be loaded. Check your connection and open the panel again.';

/** Shown while the Chain panel's code loads (the devchain's panel is not in the editor's first load), and if it cannot. */
export const CHAIN_LOADING = 'Loading the Chain panel…';
export const CHAIN_LOAD_FAILED = 'The Chain panel could not be loaded. Check your connection and open the panel again.';

/** Shown while the Source Control panel's code loads (git is not in the editor's first load), and if it cannot. */
export const SOURCE_CONTROL_LOADING = 'Loading source control…';
export const SOURCE_CONTROL_LOAD_FAILED = 'Source control could not be loaded. Check your connection and open the panel again.';

/** The phone's area switcher. */
export const PHONE_AREA_LABELS: Readonly<Record<PhoneArea, string>> = {
  explorer: 'Show files',
  editor: 'Show code',
  terminal: 'Show terminal',
  assistant: 'Show assistant',
};

export const AI_ASSISTANT_TITLE = 'AI Assistant';
export const TERMINAL_TITLE = 'Terminal';
export const SETTINGS_LABEL = 'Settings';
export const TERMINAL_PROMPT_LABEL = 'Terminal command';

/** The toolbar's buttons. */
export const TOOLBAR = { save: 'Save', copy: 'Copy', run: 'Run', stop: 'Stop', debug: 'Debug' } as const;
export const COPIED_MESSAGE = (name: string) => `Copied ${name} to the clipboard.`;
export const COPY_DENIED_MESSAGE = 'The browser did not allow copying to the clipboard.';
export const SAVED_MESSAGE = (name: string) => `Saved ${name}.`;
/** What the toolbar says after a template card's link opened (or failed to open) the template's files. */
export const TEMPLATE_OPENED_MESSAGE = (count: number, folder: string) =>
  `Opened ${count} template ${count === 1 ? 'file' : 'files'}${folder === '' ? '' : ` in ${folder}`}.`;
export const TEMPLATE_FAILURE_MESSAGES: Readonly<Record<'not-found' | 'unavailable' | 'malformed-response', string>> = {
  'not-found': 'No template has this address; nothing was opened.',
  unavailable: 'The template’s files could not be loaded. Try again later.',
  'malformed-response': 'The template’s files could not be read. Try again later.',
};
/** What the toolbar says after a developer guide's example link opened (or failed to open) its example. */
export const EXAMPLE_OPENED_MESSAGE = (path: string) => `Opened ${path} from the developer guides and ran it.`;
export const EXAMPLE_FAILURE_MESSAGES: Readonly<Record<'not-found' | 'unavailable' | 'malformed-response', string>> = {
  'not-found': 'No developer guide has an example at this address; nothing was opened.',
  unavailable: 'The developer guides could not be loaded. Try again later.',
  'malformed-response': 'The developer guides could not be read. Try again later.',
};

/** What the toolbar says after View Source's "Open in editor" opened (or failed to open) a market item's files. */
export const KEPT_ITEM_OPENED_MESSAGE = (count: number, folder: string) =>
  `Opened ${count} ${count === 1 ? 'file' : 'files'} of the market's item, read-only, in ${folder}. Run runs the open file in the sandbox.`;
export const keptItemFailureMessage = (code: string): string =>
  code === 'files-not-kept' ? 'The market keeps no files of this item; nothing was opened.' : 'The item’s files could not be loaded. Try again later.';
/** The code editor's name, and what it says when a read-only file is typed into. */
export const codeEditorLabel = (name: string, readOnly: boolean) => `${name}: code editor${readOnly ? ', read-only' : ''}`;
export const READ_ONLY_MESSAGE = 'A market item’s files are read-only: copy the code to a file of your own to change it.';

/** The explorer's file actions. */
export const NEW_FILE_LABEL = 'New file';
export const NEW_FILE_NAME_LABEL = 'New file name';
export const RENAME_LABEL = 'Rename';
export const RENAME_NAME_LABEL = (name: string) => `New name for ${name}`;
export const DELETE_LABEL = 'Delete';
export const FILE_ACTIONS_LABEL = (name: string) => `Actions for ${name}`;
export const DELETED_MESSAGE = (path: string) => `Deleted ${path}.`;
export const RESTORE_LABEL = 'Restore';

export const FILE_NAME_ERRORS: Readonly<Record<FileNameError, string>> = {
  empty: 'Type a file name, such as wallet.ts.',
  invalid: 'A file name cannot contain \\ : * ? " < > | or empty, "." or ".." folder names.',
  exists: 'A file or folder with that name already exists.',
  missing: 'That file no longer exists.',
  'read-only': 'The market-items folder is read-only: it holds the market’s items as kept by the market.',
};

export const STORAGE_NOTICES: Readonly<Record<StorageNotice, string>> = {
  unavailable: 'This browser does not let the editor keep files, so your work is kept in memory only: it will be lost when this tab closes.',
  full: 'The browser storage is full, so your latest changes are kept in memory only: copy them somewhere safe.',
  conflict: 'Another tab saved this workspace more recently. Your changes here were not stored, so they cannot overwrite it: reload to see the newer version.',
  adopted: 'Another tab saved this workspace; it now shows that version.',
};
export const DISMISS_LABEL = 'Dismiss';

const limitSeconds = RUN_TIME_LIMIT_MS / 1000;

/** The terminal's own messages. */
export const TERMINAL_NOTICES: Readonly<Record<TerminalNotice, (subject: string | null) => string>> = {
  'run-started': (path) => `▶ Running ${path ?? 'the file'}…`,
  'run-finished': () => '✔ Finished.',
  'run-stopped': () => '■ Stopped.',
  'run-timed-out': () => `■ Stopped after ${limitSeconds} s (the time limit).`,
  'not-runnable': (path) => `${path ?? 'This file'} is not JavaScript or TypeScript, so it cannot be run.`,
  'no-such-file': (path) => `No file named ${path ?? ''}. Type ls to list the files.`,
  'no-active-file': () => 'Open a JavaScript or TypeScript file to run it.',
  busy: () => 'Code is running. Press Stop first.',
  help: () =>
    [
      'run [file]  run the active file, or the named one (JavaScript or TypeScript)',
      'clear       clear the terminal',
      'ls          list the workspace files',
      'help        show this help',
      'Anything else is evaluated as a JavaScript expression, e.g. 1 + 1.',
    ].join('\n'),
};
export const ERROR_AT_LINE = (message: string, line: number | null) => (line === null ? `✖ ${message}` : `✖ ${message} (line ${line})`);

/** The assistant's words. */
export const CHAT_THINKING_TEXT = 'AI is thinking...';
export const CHAT_CLEAR_LABEL = 'Clear';
export const CHAT_COPY_LABEL = 'Copy';
export const CHAT_INSERT_LABEL = 'Insert into editor';
export const CHAT_GREETING = [
  "Hi! I'm your BSV coding assistant. I can help you with:",
  '• Building and signing transactions',
  '• Wallets, keys and addresses',
  '• Smart contracts and scripts',
  '• Debugging and explaining your code',
  'What are you working on?',
].join('\n');
/** The status bar while the browser has no network. */
export const STATUS_OFFLINE = 'Offline';
export const STATUS_OFFLINE_TOOLTIP = 'No network: editing, saving and Run work; other pages show their last data.';

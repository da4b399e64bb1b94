/** Numbers and texts of the code editor screen (spec sections 2 and 9), named once. */

/* The explorer's, assistant's and terminal's sizes are CSS custom properties (src/ui/styles/global.css). */

export const EDITOR_FONT_SIZE = 13;
export const EDITOR_LINE_HEIGHT = 20;
export const EDITOR_TAB_SIZE = 2;

/** The status bar's fixed items. */
export const STATUS_BRANCH = 'main';
export const STATUS_ENCODING = 'UTF-8';
export const STATUS_INDENTATION = `Spaces: ${EDITOR_TAB_SIZE}`;

export const SEARCH_PLACEHOLDER = 'Search files...';
export const GIT_BRANCH_LABEL = STATUS_BRANCH;
export const GIT_NO_CHANGES = 'No changes';
export const DEBUG_PANEL_TEXT = 'No launch configuration. Debugging is not available in this demo.';
export const NO_OPEN_EDITORS = 'No open editors. Choose a file in the Explorer.';

export const WELCOME_TAB_NAME = 'Welcome';

/** Chat reply delay: the base plus up to the random part (spec section 9). */
export const CHAT_REPLY_BASE_DELAY_MS = 1000;
export const CHAT_REPLY_RANDOM_DELAY_MS = 2000;
export const CHAT_THINKING_TEXT = 'AI is thinking...';

/** The side panels the activity bar switches between (spec section 4). */
export const SIDE_PANELS = ['explorer', 'search', 'git', 'debug'] as const;
export type SidePanel = (typeof SIDE_PANELS)[number];

/** The name each side panel shows as its heading and on its activity bar button. */
export const SIDE_PANEL_TITLES: Readonly<Record<SidePanel, string>> = {
  explorer: 'Explorer',
  search: 'Search',
  git: 'Source Control',
  debug: 'Run and Debug',
};

export const AI_ASSISTANT_TITLE = 'AI Assistant';
export const TERMINAL_TITLE = 'Terminal';
export const SETTINGS_LABEL = 'Settings';

/** Toolbar buttons that, per the spec, do nothing. */
export const TOOLBAR_ACTIONS = ['Save', 'Copy', 'Run', 'Debug', 'Build'] as const;
export const NEW_FILE_LABEL = 'New file';

/** Where the open tabs, active tab and expanded folders are kept between visits. */
export const WORKSPACE_STORAGE_KEY = 'bsvWorkbench.editorWorkspace';
/** Edits are written to storage once typing pauses this long. */
export const WORKSPACE_SAVE_DEBOUNCE_MS = 300;

/** The terminal's static sample output. */
export const TERMINAL_SAMPLE_OUTPUT = [
  '$ npm install',
  'added 142 packages in 3s',
  '$ npm run dev',
  '> bsv-wallet-app@1.0.0 dev',
  '> node src/index.js',
  'Connected to BSV testnet',
  'Wallet address: 1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
  'Balance: 0.00125000 BSV (125,000 satoshis)',
].join('\n');
export const TERMINAL_PROMPT_LABEL = 'Terminal command';
